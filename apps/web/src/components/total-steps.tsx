import { formatPrice } from '@vidriera/core';

export interface TotalStepsProps {
  subtotalCents: number;
  codeDiscountCents: number;
  discountCode: string | null;
  transferDiscountCents: number;
  /** "$1.500,00", "Envío gratis" or "a convenir"; null without delivery (or pickup). */
  shippingText: string | null;
  totalCents: number;
}

/**
 * The total line by line, in the order it is made (priceOrder in
 * packages/core; docs/product/orders.md, "How the total is made"): subtotal,
 * the code, the transfer discount, shipping, total. Only the steps that apply.
 */
export function TotalSteps(p: TotalStepsProps) {
  const steps = p.codeDiscountCents > 0 || p.transferDiscountCents > 0 || p.shippingText !== null;
  return (
    <dl className="grid gap-1 text-sm">
      {steps && (
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>{formatPrice(p.subtotalCents)}</dd>
        </div>
      )}
      {p.codeDiscountCents > 0 && (
        <div className="flex justify-between text-emerald-700">
          <dt>{`Código ${p.discountCode ?? ''}`}</dt>
          <dd>{`-${formatPrice(p.codeDiscountCents)}`}</dd>
        </div>
      )}
      {p.transferDiscountCents > 0 && (
        <div className="flex justify-between text-emerald-700">
          <dt>Descuento por transferencia</dt>
          <dd>{`-${formatPrice(p.transferDiscountCents)}`}</dd>
        </div>
      )}
      {p.shippingText !== null && (
        <div className="flex justify-between">
          <dt>Envío</dt>
          <dd>{p.shippingText}</dd>
        </div>
      )}
      <div className="flex justify-between text-lg font-bold text-primary">
        <dt>Total</dt>
        <dd>{formatPrice(p.totalCents)}</dd>
      </div>
    </dl>
  );
}
