import { HEX_COLOR } from '@vidriera/core';
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

interface ColorInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the native picker. */
  pickerLabel: string;
}

/** An optional colour: "#RRGGBB" typed, or chosen with the browser's own colour picker. */
export function ColorInput({ value, onChange, pickerLabel, className, ...props }: ColorInputProps) {
  const valid = HEX_COLOR.test(value);
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <input
        type="color"
        value={valid ? value.toLowerCase() : '#000000'}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
        aria-label={pickerLabel}
        title={pickerLabel}
        className={cn(
          'h-10 w-10 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1',
          !valid && 'opacity-40',
        )}
      />
      <Input
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="#RRGGBB"
        maxLength={7}
        spellCheck={false}
        autoComplete="off"
        className="min-w-0 font-mono uppercase"
        {...props}
      />
    </div>
  );
}
