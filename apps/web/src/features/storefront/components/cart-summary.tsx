import { formatPrice } from '@vidriera/core';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Subtotal with the item count, and the total (docs/product/storefront.md). */
export function CartSummary({ itemCount, totalCents }: { itemCount: number; totalCents: number }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Resumen del Pedido</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <div className="flex justify-between">
          <span className="text-muted-foreground">
            Subtotal ({itemCount} {itemCount === 1 ? 'producto' : 'productos'})
          </span>
          <span className="tabular-nums">{formatPrice(totalCents)}</span>
        </div>
        <div className="flex justify-between border-t pt-3 text-base font-semibold">
          <span>Total</span>
          <span className="text-primary tabular-nums">{formatPrice(totalCents)}</span>
        </div>
      </CardContent>
    </Card>
  );
}
