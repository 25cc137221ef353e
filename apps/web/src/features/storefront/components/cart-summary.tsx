import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CART_PAINTED, CART_SUMMARY_PARTS } from '../lib/cart-paint';

/** Where the amount to pay is: the order form's steps of the total. */
export const CART_TOTAL_BELOW = 'El total a pagar, con descuentos y envío, está abajo, en tu pedido.';

/**
 * The lines' subtotal with the item count (docs/product/storefront.md, the
 * cart page): a value of the stored cart, which the page's script paints
 * (lib/cart-paint.ts); the server draws its place empty. No "Total" here: the
 * amount to pay depends on the code, how the shopper pays and the delivery,
 * which the order form below knows, and shows step by step (TotalSteps).
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
        <p className="border-t pt-3 text-muted-foreground">{CART_TOTAL_BELOW}</p>
      </CardContent>
    </Card>
  );
}
