import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Controller, type FieldErrors, type UseFormReturn, useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type AttributeFormValues, emptyValueRow } from '../../utils/attribute-form';
import { ColorInput } from './color-input';

function rootMessage(errors: FieldErrors<AttributeFormValues>): string | undefined {
  return errors.values?.message ?? errors.values?.root?.message;
}

/** The values of a select attribute: value, display value, optional colour; the last row cannot go. */
export function AttributeValueRows({ form }: { form: UseFormReturn<AttributeFormValues> }) {
  const { control, register, formState } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'values', keyName: 'key' });
  // A value moved by hand keeps the merchant's order when saved (docs/product/catalogue.md, "Talles en orden").
  const moveRow = (from: number, to: number) => {
    move(from, to);
    form.setValue('ordered', true, { shouldDirty: true });
  };
  const errors = formState.errors.values;
  const listError = rootMessage(formState.errors);

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Valores</legend>
      <p className="text-xs text-muted-foreground">Las filas vacías no se guardan. El color es opcional.</p>
      <div
        aria-hidden="true"
        className="hidden gap-2 text-xs font-medium text-muted-foreground sm:grid sm:grid-cols-[1fr_1fr_11rem_5rem_2.5rem]"
      >
        <span>Valor</span>
        <span>Nombre visible</span>
        <span>Color</span>
        <span>Orden</span>
      </div>
      <ul className="space-y-3">
        {fields.map((field, index) => {
          const rowErrors = errors?.[index];
          const n = index + 1;
          return (
            <li
              key={field.key}
              className="relative grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_1fr_11rem_5rem_2.5rem] sm:items-start sm:border-0 sm:p-0"
            >
              <div className="space-y-1">
                <Label htmlFor={`value-${index}`} className="text-xs sm:sr-only">
                  Valor {n}
                </Label>
                <Input
                  id={`value-${index}`}
                  placeholder="rojo"
                  maxLength={80}
                  aria-invalid={rowErrors?.value ? true : undefined}
                  {...register(`values.${index}.value`)}
                />
                {rowErrors?.value && <p className="text-xs text-destructive">{rowErrors.value.message}</p>}
              </div>
              <div className="space-y-1">
                <Label htmlFor={`display-value-${index}`} className="text-xs sm:sr-only">
                  Nombre visible {n}
                </Label>
                <Input
                  id={`display-value-${index}`}
                  placeholder="Rojo"
                  maxLength={80}
                  aria-invalid={rowErrors?.displayValue ? true : undefined}
                  {...register(`values.${index}.displayValue`)}
                />
                {rowErrors?.displayValue && (
                  <p className="text-xs text-destructive">{rowErrors.displayValue.message}</p>
                )}
              </div>
              <div className="space-y-1">
                <Label htmlFor={`hex-color-${index}`} className="text-xs sm:sr-only">
                  Color {n}
                </Label>
                <Controller
                  control={control}
                  name={`values.${index}.hexColor`}
                  render={({ field: color }) => (
                    <ColorInput
                      id={`hex-color-${index}`}
                      value={color.value}
                      onChange={color.onChange}
                      onBlur={color.onBlur}
                      ref={color.ref}
                      pickerLabel={`Elegir color ${n}`}
                      aria-invalid={rowErrors?.hexColor ? true : undefined}
                    />
                  )}
                />
                {rowErrors?.hexColor && <p className="text-xs text-destructive">{rowErrors.hexColor.message}</p>}
              </div>
              <div className="flex gap-1">
                <Button
                  variant="outline"
                  size="icon"
                  className="size-10"
                  disabled={index === 0}
                  onClick={() => moveRow(index, index - 1)}
                  aria-label={`Subir valor ${n}`}
                  title="Subir"
                >
                  <ArrowUp />
                </Button>
                <Button
                  variant="outline"
                  size="icon"
                  className="size-10"
                  disabled={index === fields.length - 1}
                  onClick={() => moveRow(index, index + 1)}
                  aria-label={`Bajar valor ${n}`}
                  title="Bajar"
                >
                  <ArrowDown />
                </Button>
              </div>
              <Button
                variant="remove"
                size="icon"
                className="absolute top-1 right-1 size-8 sm:static sm:size-10 sm:justify-self-end"
                disabled={fields.length <= 1}
                onClick={() => remove(index)}
                aria-label={`Quitar valor ${n}`}
                title="Quitar valor"
              >
                <Trash2 />
              </Button>
            </li>
          );
        })}
      </ul>
      {listError && <p className="text-sm text-destructive">{listError}</p>}
      <Button variant="outline" size="sm" onClick={() => append(emptyValueRow())}>
        <Plus />
        Agregar valor
      </Button>
    </fieldset>
  );
}
