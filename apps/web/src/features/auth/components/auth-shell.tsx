import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';

/** The frame of every auth screen: soft violet background, brand, centred column. */
export function AuthShell({ children, heading }: { children: ReactNode; heading?: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center bg-gradient-to-br from-violet-50 via-background to-fuchsia-50 px-4 py-8 sm:justify-center sm:py-12">
      <div className="w-full max-w-md space-y-6">
        <div className="flex flex-col items-center gap-3 text-center">
          <Link
            to="/"
            aria-label="Vidriera, volver al inicio"
            className="rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <Logo showName={false} />
          </Link>
          {heading}
        </div>
        {children}
      </div>
    </main>
  );
}
