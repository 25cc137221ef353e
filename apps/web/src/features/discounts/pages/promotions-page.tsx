import { formatPrice, PROMOTION_STATE_LABELS, type PromotionView } from '@vidriera/core';
import { Copy, Gift, Pause, Pencil, Play, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useStoreRequired } from '@/hooks/use-store-required';
import { isApiError } from '@/lib/api-client';
import { toast, toastApiError } from '@/lib/toast';
import { useDuplicatePromotion, usePausePromotion, usePromotions } from '../api/promotions';
import { PromotionDialog } from '../components/promotion-dialog';
import { PromotionOrdersDialog } from '../components/promotion-orders-dialog';

/** /admin/promotions: "Promociones", the store's automatic promotions (docs/product/orders.md, "Promociones"). */
export function PromotionsPage() {
  useStoreRequired();
  const promotions = usePromotions();
  const pause = usePausePromotion();
  const duplicate = useDuplicatePromotion();
  const [editing, setEditing] = useState<{ promotion: PromotionView | null } | null>(null);
  const [ordersOf, setOrdersOf] = useState<PromotionView | null>(null);

  const togglePause = (p: PromotionView) =>
    pause.mutate(
      { id: p.id, paused: !p.paused },
      {
        onSuccess: (saved) =>
          toast.success('Éxito', {
            description: saved.paused ? `${saved.name}: pausada.` : `${saved.name}: activa otra vez.`,
          }),
        onError: (error) => toastApiError(error, 'Error'),
      },
    );
  const copy = (p: PromotionView) =>
    duplicate.mutate(p.id, {
      onSuccess: (saved) => toast.success('Éxito', { description: `Creaste ${saved.name}, pausada.` }),
      onError: (error) => toastApiError(error, 'Error'),
    });

  let body;
  if (promotions.isPending) {
    body = (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        <Spinner className="size-5 text-primary" />
        Cargando promociones...
      </p>
    );
  } else if (promotions.isError) {
    body = (
      <div className="flex flex-col items-center gap-3 py-16 text-center text-muted-foreground">
        <p>{isApiError(promotions.error) ? promotions.error.message : 'No se pudieron cargar las promociones.'}</p>
        <Button variant="outline" onClick={() => void promotions.refetch()} disabled={promotions.isFetching}>
          Reintentar
        </Button>
      </div>
    );
  } else if (promotions.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 px-6 py-16 text-center">
        <Gift className="size-10 text-muted-foreground/60" aria-hidden="true" />
        <p className="font-medium">Todavía no tienes promociones.</p>
        <p className="text-sm text-muted-foreground">Crea un 2×1, un 3×2 o un descuento que se aplique solo.</p>
      </div>
    );
  } else {
    body = (
      <ul className="divide-y" aria-label="Promociones">
        {promotions.data.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium">
                <span className="badge mr-2">{p.badge}</span>
                {p.name}
              </p>
              <p className="text-xs text-muted-foreground">
                {`${PROMOTION_STATE_LABELS[p.state]} · ${p.ordersCount} ${p.ordersCount === 1 ? 'pedido' : 'pedidos'} · ${formatPrice(p.givenCents)} de descuento`}
              </p>
            </div>
            <div className="flex gap-1">
              <Button variant="ghost" size="sm" onClick={() => setOrdersOf(p)}>
                Pedidos
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Editar ${p.name}`}
                onClick={() => setEditing({ promotion: p })}
              >
                <Pencil />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={p.paused ? `Reanudar ${p.name}` : `Pausar ${p.name}`}
                disabled={pause.isPending}
                onClick={() => togglePause(p)}
              >
                {p.paused ? <Play /> : <Pause />}
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Duplicar ${p.name}`}
                disabled={duplicate.isPending}
                onClick={() => copy(p)}
              >
                <Copy />
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="min-h-dvh bg-muted/30">
      <main className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:py-8">
        <PageHeader
          title="Promociones"
          subtitle="Descuentos que se aplican solos en el carrito, sin código."
          backTo="/admin"
          actions={
            <>
              <Button variant="outline" asChild>
                <Link to="/admin/discounts">Códigos</Link>
              </Button>
              <Button onClick={() => setEditing({ promotion: null })}>
                <Plus />
                Nueva promoción
              </Button>
            </>
          }
        />
        <Card className="gap-0 overflow-hidden py-0">{body}</Card>
        <PromotionDialog
          open={editing !== null}
          promotion={editing?.promotion ?? null}
          onClose={() => setEditing(null)}
        />
        <PromotionOrdersDialog promotion={ordersOf} onClose={() => setOrdersOf(null)} />
      </main>
    </div>
  );
}
