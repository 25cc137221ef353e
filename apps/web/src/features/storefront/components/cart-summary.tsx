import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CART_PAINTED, CART_SUMMARY_PARTS } from '../lib/cart-paint';

/**
 * Subtotal with the item count, and the total (docs/product/storefront.md):
 * values of the stored cart, which the page's script paints (lib/cart-paint.ts);
 * the server draws their places empty.
 */
export function CartSummary({ slug }: { slug: string }) {
  return (
    <Card className="gap-4" {...{ [CART_PAINTED.summary]: slug }}>
      <CardHeader>
        <CardTitle>Resumen del Pedido</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <div className="flex justify-between gap-3">
          <span className="text-muted-foreground" {...{ [CART_SUMMARY_PARTS.units]: '' }}>
            Subtotal
          </span>
          <span className="tabular-nums" {...{ [CART_SUMMARY_PARTS.total]: '' }} />
        </div>
        <div className="flex justify-between gap-3 border-t pt-3 text-base font-semibold">
          <span>Total</span>
          <span className="text-primary tabular-nums" {...{ [CART_SUMMARY_PARTS.total]: '' }} />
        </div>
      </CardContent>
    </Card>
  );
}
