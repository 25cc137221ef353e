import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { AttributeOption } from '../utils/variant-options';
import { ColorDot } from '@/components/color-dot';

interface AttributeSelectProps {
  id: string;
  label: string;
  options: AttributeOption[];
  value: string | undefined;
  disabled: boolean;
  isAvailable: (key: string) => boolean;
  onChange: (key: string) => void;
}

/** One attribute of a line (Color, Talle, …); options without stock are shown but cannot be chosen. */
export function AttributeSelect({ id, label, options, value, disabled, isAvailable, onChange }: AttributeSelectProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value ?? ''} onValueChange={onChange} disabled={disabled}>
        <SelectTrigger id={id}>
          <SelectValue placeholder={`Selecciona ${label.toLowerCase()}`} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => {
            const available = option.key === value || isAvailable(option.key);
            return (
              <SelectItem key={option.key} value={option.key} disabled={!available}>
                <span className="flex items-center gap-2">
                  {option.hexColor && <ColorDot color={option.hexColor} />}
                  {option.label}
                  {!available && <span className="text-xs text-muted-foreground">(Sin stock)</span>}
                </span>
              </SelectItem>
            );
          })}
        </SelectContent>
      </Select>
    </div>
  );
}
