import { savedOrderTotal } from '@vidriera/core';
import { AlertTriangle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { OrderDetail } from '../api/get-order';
import { OrderLines } from '@/components/order-lines';
import { TotalSteps } from '@/components/total-steps';

export const STOREFRONT_EDIT_WARNING = 'Este pedido usa el nuevo sistema de variantes. La edición está limitada.';

/** The banner of a storefront order's form. */
export function StorefrontEditWarning() {
  return (
    <Alert className="border-amber-300 bg-amber-50 text-amber-900">
      <AlertTriangle />
      <AlertTitle>Edición limitada</AlertTitle>
      <AlertDescription className="text-amber-900/90">{STOREFRONT_EDIT_WARNING}</AlertDescription>
    </Alert>
  );
}

/** A storefront order's lines, as the shopper sent them by WhatsApp, and the total's steps: shown, not edited (docs/product/orders.md). */
export function StorefrontLinesCard({ order }: { order: OrderDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Productos del Pedido</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <OrderLines lines={order.items} className="rounded-lg border" itemClassName="p-4" />
        <TotalSteps className="grid gap-1 border-t pt-4 text-sm" {...savedOrderTotal(order)} />
      </CardContent>
    </Card>
  );
}
