import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/native-select';
import { Switch } from '@/components/ui/switch';
import type { Attribute } from '../../api/types';
import { ColorSwatch } from '../color-swatch';

interface VariantValueInputProps {
  id: string;
  attribute: Attribute;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
}

/** The input for one attribute of a variant, by its type: a select, text, number or a switch. */
export function VariantValueInput({ id, attribute, value, onChange, invalid }: VariantValueInputProps) {
  const aria = { 'aria-invalid': invalid ? true : undefined };
  switch (attribute.type) {
    case 'select': {
      // The browser's own select: a product's variants make dozens of them (docs/decisions/033-native-selects-in-repeated-rows.md).
      const chosen = attribute.values.find((option) => option.id === value);
      return (
        <NativeSelect
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          leading={chosen?.hexColor ? <ColorSwatch color={chosen.hexColor} /> : undefined}
          {...aria}
        >
          <option value="" disabled>
            Elegir
          </option>
          {attribute.values.map((option) => (
            <option key={option.id} value={option.id}>
              {option.displayValue}
            </option>
          ))}
        </NativeSelect>
      );
    }
    case 'boolean':
      return (
        <div className="flex h-10 items-center">
          <Switch id={id} checked={value === 'true'} onCheckedChange={(on) => onChange(String(on))} />
        </div>
      );
    case 'number':
      return (
        <Input
          id={id}
          type="number"
          step="any"
          inputMode="decimal"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          {...aria}
        />
      );
    case 'text':
      return <Input id={id} maxLength={200} value={value} onChange={(e) => onChange(e.target.value)} {...aria} />;
  }
}
