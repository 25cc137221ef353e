import type { ReactNode } from 'react';

/** The page frame every catalogue screen shares. */
export function CataloguePage({ children, width = 'max-w-6xl' }: { children: ReactNode; width?: string }) {
  return (
    <div className="min-h-dvh bg-muted/30">
      <main className={`mx-auto ${width} space-y-6 px-4 py-6 sm:py-8`}>{children}</main>
    </div>
  );
}
