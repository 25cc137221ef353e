import type { ReactNode } from 'react';

/** Placeholders of a screen that is loading: busy for assistive technology, which reads "Cargando..." instead of the grey shapes. */
export function SkeletonScreen({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div className={className} aria-busy="true">
      <p role="status" className="sr-only">
        Cargando...
      </p>
      {children}
    </div>
  );
}
