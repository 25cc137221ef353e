import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { type OrderDetail, useOrder } from '../api/get-order';
import { useOrderLineProducts } from '../api/get-order-line-products';
import type { ProductOption } from '../api/get-product-options';
import { OrderForm } from '../components/order-form';
import { PageHeader } from '@/components/page-header';
import { toast } from '@/lib/toast';
import { useStoreRequired } from '@/hooks/use-store-required';
import { newOrderDefaults, orderFormValues } from '../utils/order-form-values';
import { selectionsOfVariant, variantAttributes } from '../utils/variant-options';

function Loading() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
      <Spinner className="size-5 text-primary" />
      Cargando pedido...
    </p>
  );
}

function EditOrderForm({ order, products }: { order: OrderDetail; products: Record<string, ProductOption> }) {
  const defaults = orderFormValues(order, (line) => {
    const product = line.productId ? products[line.productId] : undefined;
    if (!product) return {};
    return selectionsOfVariant(
      variantAttributes(product),
      product.variants.find((v) => v.id === line.variantId),
    );
  });
  return <OrderForm order={order} defaultValues={defaults} initialProducts={products} />;
}

const ORIGINAL_ORDER_FAILED = 'Error al obtener el pedido original.';

/** Loads the order and the products its lines hold, then the form; a missing order goes back to the list. */
export function EditOrder({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const order = useOrder(orderId);
  const adminLines = order.data?.order.source === 'admin' ? order.data.order.items : undefined;
  const lineProducts = useOrderLineProducts(orderId, adminLines);

  useEffect(() => {
    if (!order.isError) return;
    if (isApiError(order.error, 404)) {
      toast.error('Error', { id: 'order-not-found', description: 'Pedido no encontrado.' });
      void navigate('/admin/orders', { replace: true });
    } else {
      // A refusal that says why (too many requests) keeps its words; a failure of the server or the network is the spec's.
      const said = isApiError(order.error) && order.error.status < 500 ? order.error.message : ORIGINAL_ORDER_FAILED;
      toast.error('Error', { id: 'order-load-failed', description: said });
    }
  }, [order.isError, order.error, navigate]);

  useEffect(() => {
    if (lineProducts.isError)
      toast.error('Error', { id: 'order-products-load', description: 'Error al cargar productos.' });
  }, [lineProducts.isError]);

  if (order.isError) return null;
  if (order.isPending || (adminLines && lineProducts.isPending)) return <Loading />;
  return <EditOrderForm order={order.data.order} products={lineProducts.data ?? {}} />;
}

/** /admin/orders/new and /admin/orders/:orderId/edit (docs/product/orders.md). */
export function OrderFormPage() {
  const { orderId } = useParams();
  const store = useStoreRequired();

  return (
    <div className="min-h-dvh bg-muted/30">
      <main className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:py-8">
        <PageHeader title={orderId ? 'Editar Pedido' : 'Crear Pedido'} backTo="/admin/orders" />
        {!store.ready ? (
          store.failed ? null : (
            <Loading />
          )
        ) : orderId ? (
          <EditOrder key={orderId} orderId={orderId} />
        ) : (
          <OrderForm defaultValues={newOrderDefaults} initialProducts={{}} />
        )}
      </main>
    </div>
  );
}
