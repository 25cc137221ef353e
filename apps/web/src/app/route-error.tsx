import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Shown when a screen fails to render or its code cannot be loaded (docs/product/README.md). */
export function RouteError() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-muted/30 px-6 text-center">
      <div className="grid size-14 place-items-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlert className="size-7" aria-hidden="true" />
      </div>
      <div className="space-y-1">
        <h1 className="text-xl font-semibold">Algo salió mal.</h1>
        <p className="text-muted-foreground">Por favor, intenta refrescar la página.</p>
      </div>
      <Button variant="outline" onClick={() => window.location.reload()}>
        Refrescar
      </Button>
    </main>
  );
}
