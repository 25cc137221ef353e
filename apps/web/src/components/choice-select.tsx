import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** One of a few choices, each with its text, named for screen readers by `label` (list filters, sorts, groupings). */
export function ChoiceSelect<T extends string>({
  label,
  value,
  onChange,
  choices,
  className,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  /** Each choice's value and text, in the order shown. */
  choices: readonly (readonly [T, string])[];
  className?: string;
}) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as T)}>
      <SelectTrigger aria-label={label} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {choices.map(([choice, text]) => (
          <SelectItem key={choice} value={choice}>
            {text}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
