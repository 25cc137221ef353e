import { zodResolver } from '@hookform/resolvers/zod';
import { type OrderFormValues, orderFormSchema, storefrontOrderFormSchema } from '@vidriera/core';
import { useState } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { toast, toastApiError } from '@/lib/toast';
import type { OrderDetail } from '../api/get-order';
import type { ProductOption } from '../api/get-product-options';
import { type SaveOrderInput, useSaveOrder } from '../api/save-order';
import { unitsHeldByOrder } from '../utils/line-stock';
import { adminOrderBody, storefrontOrderBody } from '../utils/order-form-values';
import { CustomerFieldsCard } from './customer-fields-card';
import { OrderLinesCard } from './order-lines-card';
import { StorefrontEditWarning, StorefrontLinesCard } from './storefront-lines-card';

const CUSTOMER_FIELDS = new Set(['customerName', 'customerEmail', 'customerPhone', 'paymentMethod', 'status']);

interface OrderFormProps {
  /** The order being edited; absent when creating. */
  order?: OrderDetail;
  defaultValues: OrderFormValues;
  initialProducts: Record<string, ProductOption>;
}

/** Create or edit an order (docs/product/orders.md); a storefront order edits only customer, payment and status. */
export function OrderForm({ order, defaultValues, initialProducts }: OrderFormProps) {
  const navigate = useNavigate();
  const storefront = order?.source === 'storefront';
  const form = useForm<OrderFormValues>({
    resolver: zodResolver(storefront ? storefrontOrderFormSchema : orderFormSchema),
    defaultValues,
  });
  const [products, setProducts] = useState(initialProducts);
  const [held] = useState(() => unitsHeldByOrder(order));
  const save = useSaveOrder();

  async function submit(values: OrderFormValues) {
    const input: SaveOrderInput = !order
      ? { kind: 'create', body: adminOrderBody(values) }
      : { kind: 'update', orderId: order.id, body: storefront ? storefrontOrderBody(values) : adminOrderBody(values) };
    try {
      await save.mutateAsync(input);
      const message = storefront
        ? 'Información del pedido actualizada correctamente.'
        : order
          ? 'Pedido actualizado correctamente.'
          : 'Pedido creado correctamente.';
      toast.success('Éxito', { description: message });
      await navigate('/admin/orders');
    } catch (error) {
      if (isApiError(error, 409)) {
        toast.error('Error de Stock', {
          description: `No se pudo actualizar el stock de los productos. ${error.message}`,
        });
        return;
      }
      if (isApiError(error) && error.field && CUSTOMER_FIELDS.has(error.field)) {
        form.setError(error.field as Path<OrderFormValues>, { message: error.message });
      }
      toastApiError(error, 'Error');
    }
  }

  const busy = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate className="space-y-6">
        {storefront && <StorefrontEditWarning />}
        <CustomerFieldsCard />
        {order && storefront ? (
          <StorefrontLinesCard order={order} />
        ) : (
          <OrderLinesCard
            products={products}
            onProductLoaded={(product) => setProducts((current) => ({ ...current, [product.id]: product }))}
            held={held}
            originalLines={order?.items ?? []}
          />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" asChild>
            <Link to="/admin/orders">Cancelar</Link>
          </Button>
          <Button type="submit" disabled={busy}>
            {busy && <Spinner />}
            {busy ? 'Guardando...' : order ? 'Guardar Cambios' : 'Crear Pedido'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
