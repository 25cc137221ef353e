import { Store } from 'lucide-react';
import { Island } from '@/components/island';
import GoBack from '../islands/go-back';

/** A missing or inactive store (docs/product/README.md; the server answers 404). */
export function StoreNotFoundPage({ appHref }: { appHref: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/30 px-6">
      <div className="max-w-md text-center">
        <div className="mx-auto mb-6 grid size-16 place-items-center rounded-full bg-muted text-muted-foreground">
          <Store className="size-8" aria-hidden="true" />
        </div>
        <h1 className="mb-2 text-2xl font-bold">Tienda no encontrada</h1>
        <p className="mb-6 text-muted-foreground">
          La tienda que buscas no existe o no está disponible en este momento.
        </p>
        <Island of={GoBack} load="load" props={{ fallbackHref: appHref }} />
      </div>
    </main>
  );
}
