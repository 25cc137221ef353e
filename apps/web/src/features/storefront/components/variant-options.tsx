import type { ReactNode } from 'react';
import { ColorDot } from '@/components/color-dot';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/native-select';
import { useHydrated } from '@/lib/hydration';

/**
 * An attribute with this many values or fewer is offered as chips, each a radio button: the shopper sees every value
 * and picks one with a tap, or with Tab, the arrows and Space; more values keep the phone's own picker
 * (docs/product/storefront.md, "Elegir la variante").
 */
export const CHIPS_UP_TO = 12;

export interface VariantOption {
  key: string;
  label: string;
  hexColor: string | null;
  /** "(sin stock)": no variant with it, and the choices before it, has units left. */
  soldOut: boolean;
}

interface VariantOptionsProps {
  attributeId: string;
  displayName: string;
  isRequired: boolean;
  options: VariantOption[];
  /** The chosen option's key, if any. */
  value: string | undefined;
  onChoose: (key: string) => void;
}

const RequiredMark = ({ isRequired }: { isRequired: boolean }) =>
  isRequired ? (
    <span aria-hidden="true" className="text-destructive">
      *
    </span>
  ) : null;

/** One attribute's values: chips (a group of radio buttons) when they are few, else a select. */
export function VariantOptions(props: VariantOptionsProps) {
  return props.options.length <= CHIPS_UP_TO ? <OptionChips {...props} /> : <OptionSelect {...props} />;
}

function OptionChips({ attributeId, displayName, isRequired, options, value, onChoose }: VariantOptionsProps) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm leading-none font-medium">
        {displayName}
        <RequiredMark isRequired={isRequired} />
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <Chip
            key={option.key}
            name={`attribute-${attributeId}`}
            option={option}
            checked={value === option.key}
            onChoose={onChoose}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A value as a chip: the radio button itself covers the chip (invisible), so a tap anywhere on it, the keyboard and
 * assistive technology all reach a real radio button. A sold-out value is crossed out and says so in its name.
 */
function Chip({
  name,
  option,
  checked,
  onChoose,
}: {
  name: string;
  option: VariantOption;
  checked: boolean;
  onChoose: (key: string) => void;
}) {
  const tone = option.soldOut ? 'border-dashed text-muted-foreground' : 'border-input';
  return (
    <label
      className={`relative inline-flex min-h-10 min-w-11 items-center justify-center gap-2 rounded-md border bg-background px-3 text-sm ${tone} has-checked:border-primary has-checked:bg-primary/10 has-checked:font-semibold has-checked:text-foreground has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50`}
    >
      <input
        type="radio"
        name={name}
        value={option.key}
        checked={checked}
        onChange={() => onChoose(option.key)}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md outline-none"
      />
      {option.hexColor && <ColorDot color={option.hexColor} />}
      <ChipText soldOut={option.soldOut}>{option.label}</ChipText>
    </label>
  );
}

function ChipText({ soldOut, children }: { soldOut: boolean; children: ReactNode }) {
  if (!soldOut) return <span>{children}</span>;
  return (
    <span>
      <span className="line-through">{children}</span>
      <span className="sr-only"> (sin stock)</span>
    </span>
  );
}

function OptionSelect({ attributeId, displayName, isRequired, options, value, onChoose }: VariantOptionsProps) {
  const hydrated = useHydrated();
  const id = `attribute-${attributeId}`;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        {displayName}
        <RequiredMark isRequired={isRequired} />
      </Label>
      <NativeSelect id={id} value={value ?? ''} onChange={(event) => onChoose(event.target.value)} disabled={!hydrated}>
        <option value="" disabled>
          Selecciona {displayName.toLowerCase()}
        </option>
        {options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
            {option.soldOut ? ' (sin stock)' : ''}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
