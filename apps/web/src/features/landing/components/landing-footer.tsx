import { Logo } from '@/components/logo';

export function LandingFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row">
        <Logo className="text-foreground" />
        <p className="text-center sm:text-left">
          © {new Date().getFullYear()} Vidriera. Hecho para emprendedores argentinos.
        </p>
      </div>
    </footer>
  );
}
