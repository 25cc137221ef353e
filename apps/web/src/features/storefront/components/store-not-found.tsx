import { ArrowLeft, Store } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { shopSlugFromLocation } from '@/lib/shop-host';

/** A missing or inactive store (spec part 2 §2). */
export function StoreNotFound() {
  const navigate = useNavigate();
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0 || shopSlugFromLocation()) window.history.back();
    else void navigate('/');
  };
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/30 px-6">
      <div className="max-w-md text-center">
        <div className="mx-auto mb-6 grid size-16 place-items-center rounded-full bg-muted text-muted-foreground">
          <Store className="size-8" aria-hidden="true" />
        </div>
        <h1 className="mb-2 text-2xl font-bold">Tienda no encontrada</h1>
        <p className="mb-6 text-muted-foreground">La tienda que buscas no existe o no está disponible en este momento.</p>
        <Button variant="outline" onClick={goBack}>
          <ArrowLeft aria-hidden="true" />
          Volver atrás
        </Button>
      </div>
    </main>
  );
}
