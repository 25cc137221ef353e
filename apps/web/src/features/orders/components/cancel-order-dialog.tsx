import { ConfirmDialog } from '@/components/confirm-dialog';

/** Cancelling an order asks first (docs/product/orders.md): the status select and "Cancelar pedido" share it. */
export function CancelOrderDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="¿Estás seguro de que quieres cancelar este pedido?"
      description="Esta acción restaurará el stock de los productos de este pedido. No se puede deshacer."
      cancelLabel="No, mantener pedido"
      confirmLabel="Sí, cancelar pedido"
      onConfirm={onConfirm}
    />
  );
}
