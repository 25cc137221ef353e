import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { useDiscountCode } from '../hooks/use-discount-code';

interface DiscountCodeFieldProps {
  code: ReturnType<typeof useDiscountCode>;
  disabled?: boolean;
}

/** "Código de descuento": typed, checked by the server, shown applied or refused in Spanish (docs/product/orders.md). */
export function DiscountCodeField({ code, disabled }: DiscountCodeFieldProps) {
  return (
    <div className="space-y-2">
      <label htmlFor="cart-discount-code" className="text-sm font-medium">
        Código de descuento
      </label>
      {code.applied ? (
        <div className="flex items-center justify-between gap-2 rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          <span>
            Código <strong>{code.applied.code}</strong> aplicado
          </span>
          <Button type="button" variant="ghost" size="sm" onClick={code.remove} disabled={disabled}>
            Quitar
          </Button>
        </div>
      ) : (
        <div className="flex gap-2">
          <Input
            id="cart-discount-code"
            value={code.text}
            onChange={(e) => code.setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                code.apply();
              }
            }}
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={40}
            disabled={disabled || code.checking}
            aria-invalid={code.error ? true : undefined}
            aria-describedby={code.error ? 'cart-discount-code-error' : undefined}
          />
          <Button
            type="button"
            variant="outline"
            onClick={code.apply}
            disabled={disabled || code.checking || !code.text.trim()}
          >
            {code.checking ? 'Revisando…' : 'Aplicar'}
          </Button>
        </div>
      )}
      {code.error && (
        <p id="cart-discount-code-error" className="text-sm text-destructive" role="alert">
          {code.error}
        </p>
      )}
    </div>
  );
}
