import { Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface QuantityControlProps {
  value: number;
  onChange: (value: number) => void;
  max?: number;
  /** Shown to screen readers, e.g. "Cantidad de Remera". */
  label?: string;
  /** An input to type the number (product page), or the number alone (cart lines). */
  editable?: boolean;
  id?: string;
  disabled?: boolean;
  className?: string;
}

/** −/number/+ with a minimum of 1 and an optional maximum (the available stock). */
export function QuantityControl({
  value,
  onChange,
  max,
  label = 'Cantidad',
  editable = false,
  id,
  disabled,
  className,
}: QuantityControlProps) {
  const clamp = (n: number) => Math.max(1, max !== undefined ? Math.min(max, n) : n);
  return (
    <div className={cn('inline-flex items-center rounded-md border bg-background', className)}>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Disminuir cantidad"
        disabled={disabled || value <= 1}
        onClick={() => onChange(clamp(value - 1))}
      >
        <Minus aria-hidden="true" />
      </Button>
      {editable ? (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          aria-label={label}
          disabled={disabled}
          onChange={(event) => {
            const input = event.currentTarget;
            const typed = Number.parseInt(input.value, 10);
            if (!Number.isFinite(typed)) return;
            const kept = clamp(typed);
            onChange(kept);
            // At the limit already, the state does not change and nothing re-renders: the input shows the kept number itself.
            if (kept !== typed) input.value = String(kept);
          }}
          onBlur={(event) => {
            // Left empty: back to the quantity that counts.
            event.currentTarget.value = String(value);
          }}
          className="h-10 w-14 [appearance:textfield] border-x bg-transparent text-center text-base tabular-nums outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
      ) : (
        <span aria-label={label} className="w-10 text-center tabular-nums" role="status">
          {value}
        </span>
      )}
      <Button
        variant="ghost"
        size="icon"
        aria-label="Aumentar cantidad"
        disabled={disabled || (max !== undefined && value >= max)}
        onClick={() => onChange(clamp(value + 1))}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}
