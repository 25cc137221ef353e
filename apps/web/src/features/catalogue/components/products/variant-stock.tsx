import type { VariantStock } from '@vidriera/core';
import { useVariantStock } from '../../api/get-variant-stock';

const units = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Figures({
  stock,
  reserved,
  orders,
  available,
}: {
  stock: number;
  reserved: number;
  orders: number;
  available: number;
}) {
  return (
    <>
      {stock} en stock · {reserved} reservad{reserved === 1 ? 'o' : 'os'}
      {reserved > 0 && ` (${units(orders, 'pedido', 'pedidos')})`} ·{' '}
      <span className="font-medium text-foreground">
        {available} disponible{available === 1 ? '' : 's'}
      </span>
    </>
  );
}

/**
 * Stock told honestly (docs/product/orders.md, "Stock"): per variant, the
 * units on hand, those reserved by pending orders (and by how many orders) and
 * what is still for sale. Nothing for a product that keeps no stock.
 */
export function VariantStockFigures({ productId, expanded = false }: { productId: string; expanded?: boolean }) {
  const { data } = useVariantStock();
  const variants: VariantStock[] = data?.variants.filter((v) => v.productId === productId) ?? [];
  if (variants.length === 0) return null;
  const sum = (pick: (v: VariantStock) => number) => variants.reduce((total, v) => total + pick(v), 0);
  return (
    <div className="space-y-1 text-xs text-muted-foreground" data-testid="variant-stock">
      <p>
        <Figures
          stock={sum((v) => v.stock)}
          reserved={sum((v) => v.reserved)}
          orders={sum((v) => v.reservingOrders)}
          available={sum((v) => v.available)}
        />
      </p>
      {variants.length > 1 && (
        <details open={expanded}>
          <summary className="cursor-pointer">Por variante</summary>
          <ul className="mt-1 space-y-0.5">
            {variants.map((v) => (
              <li key={v.variantId}>
                <span className="font-medium text-foreground">{v.label || 'Variante'}</span>:{' '}
                <Figures stock={v.stock} reserved={v.reserved} orders={v.reservingOrders} available={v.available} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
