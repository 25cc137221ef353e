import { type ComponentProps, lazy, Suspense, useState } from 'react';
import type { OrderConfirmDialog as Dialog } from './order-confirm-dialog';

const load = () => import('./order-confirm-dialog');
const OrderConfirmDialog = lazy(() => load().then((m) => ({ default: m.OrderConfirmDialog })));

/** Starts downloading the confirmation (and the dialog code) early, e.g. when the shopper starts typing their details. */
export function preloadOrderConfirmDialog(): void {
  void load();
}

/**
 * "Confirmar Pedido", downloaded only when a shopper gets that far: product
 * and cart pages open without the dialog library.
 */
export function LazyOrderConfirmDialog(props: ComponentProps<typeof Dialog>) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <OrderConfirmDialog {...props} />
    </Suspense>
  );
}
