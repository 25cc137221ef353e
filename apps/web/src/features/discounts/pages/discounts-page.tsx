import type { DiscountCodeView } from '@vidriera/core';
import { Plus, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useStoreRequired } from '@/hooks/use-store-required';
import { isApiError } from '@/lib/api-client';
import { toast, toastApiError } from '@/lib/toast';
import { useDiscountCodes, usePauseDiscountCode } from '../api/discount-codes';
import { DiscountCodeDialog } from '../components/discount-code-dialog';
import { DiscountCodeUsesDialog } from '../components/discount-code-uses-dialog';
import { DiscountCodesTable } from '../components/discount-codes-table';

/** /admin/discounts: "Descuentos", the store's discount codes (docs/product/orders.md, "Discount codes"). */
export function DiscountsPage() {
  useStoreRequired();
  const codes = useDiscountCodes();
  const pause = usePauseDiscountCode();
  const [editing, setEditing] = useState<{ code: DiscountCodeView | null } | null>(null);
  const [usesOf, setUsesOf] = useState<DiscountCodeView | null>(null);

  const togglePause = (code: DiscountCodeView) =>
    pause.mutate(
      { id: code.id, paused: !code.paused },
      {
        onSuccess: (saved) =>
          toast.success('Éxito', {
            description: saved.paused ? `Código ${saved.code} pausado.` : `Código ${saved.code} activo otra vez.`,
          }),
        onError: (error) => toastApiError(error, 'Error'),
      },
    );

  let body;
  if (codes.isPending) {
    body = (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        <Spinner className="size-5 text-primary" />
        Cargando códigos...
      </p>
    );
  } else if (codes.isError) {
    body = (
      <div className="flex flex-col items-center gap-3 py-16 text-center text-muted-foreground">
        <p>{isApiError(codes.error) ? codes.error.message : 'No se pudieron cargar los códigos.'}</p>
        <Button variant="outline" onClick={() => void codes.refetch()} disabled={codes.isFetching}>
          Reintentar
        </Button>
      </div>
    );
  } else if (codes.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 px-6 py-16 text-center">
        <TicketPercent className="size-10 text-muted-foreground/60" aria-hidden="true" />
        <p className="font-medium">Todavía no tienes códigos de descuento.</p>
        <p className="text-sm text-muted-foreground">
          Crea uno y compártelo con tus clientes: lo escriben en el carrito.
        </p>
      </div>
    );
  } else {
    body = (
      <DiscountCodesTable
        codes={codes.data}
        busyId={pause.isPending ? (pause.variables?.id ?? null) : null}
        onEdit={(code) => setEditing({ code })}
        onPause={togglePause}
        onUses={setUsesOf}
      />
    );
  }

  return (
    <div className="min-h-dvh bg-muted/30">
      <main className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:py-8">
        <PageHeader
          title="Descuentos"
          subtitle="Códigos que tus clientes escriben en el carrito."
          backTo="/admin"
          actions={
            <Button onClick={() => setEditing({ code: null })}>
              <Plus />
              Nuevo código
            </Button>
          }
        />
        <Card className="gap-0 overflow-hidden py-0">{body}</Card>
        <DiscountCodeDialog open={editing !== null} code={editing?.code ?? null} onClose={() => setEditing(null)} />
        <DiscountCodeUsesDialog code={usesOf} onClose={() => setUsesOf(null)} />
      </main>
    </div>
  );
}
