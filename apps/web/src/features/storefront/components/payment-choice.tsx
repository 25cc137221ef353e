import { PAYMENT_METHOD_LABELS, type PaymentMethodName } from '@vidriera/core';

interface PaymentChoiceProps {
  methods: PaymentMethodName[];
  value: PaymentMethodName | undefined;
  onChange: (method: PaymentMethodName) => void;
  transferDiscountPercent: number | null;
  disabled?: boolean;
}

/** "¿Cómo vas a pagar?": the store's methods as radio buttons, transfer with its discount (docs/product/orders.md). */
export function PaymentChoice({ methods, value, onChange, transferDiscountPercent, disabled }: PaymentChoiceProps) {
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">¿Cómo vas a pagar?</legend>
      {methods.map((method) => (
        <label
          key={method}
          className="flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 has-checked:border-primary has-checked:bg-primary/5"
        >
          <input
            type="radio"
            name="payment-method"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
            className="size-4 accent-primary"
          />
          <span className="text-sm">
            {PAYMENT_METHOD_LABELS[method]}
            {method === 'transfer' && transferDiscountPercent ? (
              <span className="ml-1 font-medium text-emerald-700">({transferDiscountPercent}% de descuento)</span>
            ) : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
