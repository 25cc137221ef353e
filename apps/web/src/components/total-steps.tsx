import { formatPrice, type TotalStepKind, totalSteps, type TotalStepsInput } from '@vidriera/core';

const STEP_CLASS: Record<TotalStepKind, string> = {
  subtotal: 'flex justify-between gap-3',
  promotion: 'flex justify-between gap-3 text-emerald-700',
  code: 'flex justify-between gap-3 text-emerald-700',
  transfer: 'flex justify-between gap-3 text-emerald-700',
  shipping: 'flex justify-between gap-3',
  total: 'flex justify-between gap-3 text-lg font-bold text-primary',
};

/**
 * The total line by line, in the order it is made: the steps of totalSteps in
 * packages/core (docs/product/orders.md, "How the total is made"), the same
 * lines the WhatsApp message and the e-mails write. The last is the amount to pay.
 */
export function TotalSteps({ className = 'grid gap-1 text-sm', ...input }: TotalStepsInput & { className?: string }) {
  return (
    <dl className={className}>
      {totalSteps(input, formatPrice).map((step) => (
        <div key={step.kind} className={STEP_CLASS[step.kind]}>
          <dt>{step.label}</dt>
          <dd className="tabular-nums">{step.text}</dd>
        </div>
      ))}
    </dl>
  );
}
