import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
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
    case 'select':
      return (
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger id={id} {...aria}>
            <SelectValue placeholder="Elegir" />
          </SelectTrigger>
          <SelectContent>
            {attribute.values.map((option) => (
              <SelectItem key={option.id} value={option.id}>
                <span className="flex items-center gap-2">
                  {option.hexColor && <ColorSwatch color={option.hexColor} />}
                  {option.displayValue}
                </span>
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      );
    case 'boolean':
      return (
        <div className="flex h-10 items-center">
          <Switch id={id} checked={value === 'true'} onCheckedChange={(on) => onChange(String(on))} />
        </div>
      );
    case 'number':
      return <Input id={id} type="number" step="any" inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} {...aria} />;
    case 'text':
      return <Input id={id} maxLength={200} value={value} onChange={(e) => onChange(e.target.value)} {...aria} />;
  }
}
