import { Plus, Trash2, X } from 'lucide-react';
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/native-select';
import type { Attribute } from '../../api/types';
import type { ClassicProductFormValues } from '../../utils/classic-product-form';
import { VariantValueInput } from '../product-form/variant-value-input';
import { VariantExtras } from '../product-form/variant-extras';
import { VariantNumberInput } from '../product-form/variant-number-inputs';

interface ClassicVariantCardProps {
  form: UseFormReturn<ClassicProductFormValues>;
  index: number;
  attributes: Attribute[];
  tracksStock: boolean;
  onRemove: () => void;
}

/** One variant of version A: SKU, price modifier, stock and its attribute/value pairs. */
export function ClassicVariantCard({ form, index, attributes, tracksStock, onRemove }: ClassicVariantCardProps) {
  const { control, register, formState } = form;
  const pairs = useFieldArray({ control, name: `variants.${index}.values`, keyName: 'key' });
  const values = useWatch({ control, name: `variants.${index}.values` });
  const errors = formState.errors.variants?.[index];
  const prefix = `classic-variant-${index}`;
  const n = index + 1;

  return (
    <li aria-label={`Variante ${n}`} className="space-y-4 rounded-lg border p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-medium">Variante {n}</h3>
        <Button
          variant="remove"
          size="icon"
          onClick={onRemove}
          aria-label={`Quitar variante ${n}`}
          title="Quitar variante"
        >
          <Trash2 />
        </Button>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id={`${prefix}-sku`} label="SKU" error={errors?.sku?.message}>
          <Input id={`${prefix}-sku`} maxLength={64} placeholder="Opcional" {...register(`variants.${index}.sku`)} />
        </Field>
        <Field id={`${prefix}-modifier`} label="Modificador de precio ($)" error={errors?.priceModifier?.message}>
          <VariantNumberInput
            kind="priceChange"
            id={`${prefix}-modifier`}
            invalid={Boolean(errors?.priceModifier)}
            registration={register(`variants.${index}.priceModifier`)}
          />
        </Field>
        {tracksStock && (
          <Field id={`${prefix}-stock`} label="Stock" error={errors?.stock?.message}>
            <VariantNumberInput
              kind="stock"
              id={`${prefix}-stock`}
              invalid={Boolean(errors?.stock)}
              registration={register(`variants.${index}.stock`)}
            />
          </Field>
        )}
      </div>
      <VariantExtras prefix={prefix} index={index} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Atributos</legend>
        {pairs.fields.length === 0 && <p className="text-xs text-muted-foreground">Sin atributos.</p>}
        <ul className="space-y-2">
          {pairs.fields.map((pair, j) => {
            const attribute = attributes.find((a) => a.id === values[j]?.attributeId);
            const pairErrors = errors?.values?.[j];
            const id = `${prefix}-attribute-${j}`;
            return (
              <li
                key={pair.key}
                className="grid grid-cols-[1fr_2.5rem] gap-2 sm:grid-cols-[1fr_1fr_2.5rem] sm:items-start"
              >
                <div className="col-start-1 space-y-1 sm:col-start-auto">
                  <Label htmlFor={id} className="sr-only">
                    Atributo {j + 1}
                  </Label>
                  <NativeSelect
                    id={id}
                    value={values[j]?.attributeId ?? ''}
                    onChange={(event) => pairs.update(j, { attributeId: event.target.value, value: '' })}
                    aria-invalid={pairErrors?.attributeId ? true : undefined}
                  >
                    <option value="" disabled>
                      Elegir atributo
                    </option>
                    {attributes.map((a) => (
                      <option key={a.id} value={a.id}>
                        {a.displayName}
                      </option>
                    ))}
                  </NativeSelect>
                  {pairErrors?.attributeId && (
                    <p className="text-xs text-destructive">{pairErrors.attributeId.message}</p>
                  )}
                </div>
                <div className="col-start-1 space-y-1 sm:col-start-auto">
                  <Label htmlFor={`${id}-value`} className="sr-only">
                    Valor {j + 1}
                  </Label>
                  {attribute ? (
                    <Controller
                      control={control}
                      name={`variants.${index}.values.${j}.value`}
                      render={({ field, fieldState }) => (
                        <VariantValueInput
                          id={`${id}-value`}
                          attribute={attribute}
                          value={field.value}
                          onChange={field.onChange}
                          invalid={Boolean(fieldState.error)}
                        />
                      )}
                    />
                  ) : (
                    <Input id={`${id}-value`} disabled placeholder="Elige primero el atributo" />
                  )}
                  {pairErrors?.value && <p className="text-xs text-destructive">{pairErrors.value.message}</p>}
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  className="col-start-2 row-span-2 row-start-1 self-center justify-self-end text-muted-foreground sm:col-start-auto sm:row-span-1 sm:row-start-auto sm:self-start"
                  onClick={() => pairs.remove(j)}
                  aria-label={`Quitar atributo ${j + 1} de la variante ${n}`}
                  title="Quitar atributo"
                >
                  <X />
                </Button>
              </li>
            );
          })}
        </ul>
        {errors?.message && <p className="text-sm text-destructive">{errors.message}</p>}
        <Button
          variant="outline"
          size="sm"
          onClick={() => pairs.append({ attributeId: '', value: '' })}
          disabled={attributes.length === 0}
        >
          <Plus />
          Agregar atributo
        </Button>
      </fieldset>
    </li>
  );
}
