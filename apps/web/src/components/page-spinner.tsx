import { Spinner } from '@/components/ui/spinner';

/** Whole-screen wait state, e.g. while the session is checked. */
export function PageSpinner({ label = 'Cargando...' }: { label?: string }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-muted/30 text-muted-foreground">
      <Spinner className="size-8 text-primary" />
      <p role="status">{label}</p>
    </div>
  );
}
