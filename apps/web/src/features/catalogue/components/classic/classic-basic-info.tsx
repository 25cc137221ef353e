import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { Field } from '@/components/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { ClassicProductFormValues } from '../../utils/classic-product-form';
import { BrandAndTags } from '../product-form/brand-and-tags';
import { GenderAndAgeGroup } from '../product-form/gender-and-age-group';
import { CategorySelect } from '../product-form/category-select';
import { FormSection } from '../product-form/form-section';
import { ProductTypeSelect } from './product-type-select';
import { RichTextEditor } from '@/components/rich-text-editor';
import { MoreCategories } from '../product-form/more-categories';

function SwitchField({ id, label, hint, checked, onChange }: { id: string; label: string; hint: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border p-3">
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-hint`} className="mt-0.5" />
      <div>
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** "Información Básica" of version A: name, description, price, category, type, service and stock switches. */
export function ClassicBasicInfo({ form }: { form: UseFormReturn<ClassicProductFormValues> }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const isService = useWatch({ control, name: 'isService' });
  const mainCategory = useWatch({ control, name: 'categoryId' });
  return (
    <FormSection title="Información Básica">
      <Field id="product-name" label="Nombre" error={errors.name?.message}>
        <Input id="product-name" maxLength={120} aria-invalid={errors.name ? true : undefined} {...register('name')} />
      </Field>
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => <RichTextEditor id="product-description" label="Descripción" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
      />
      <Field id="product-price" label="Precio ($)" error={errors.price?.message}>
        <Input id="product-price" type="number" inputMode="decimal" step="0.01" min="0" placeholder="0.00" aria-invalid={errors.price ? true : undefined} {...register('price')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller control={control} name="categoryId" render={({ field, fieldState }) => <CategorySelect value={field.value} onChange={field.onChange} error={fieldState.error?.message} />} />
        <Controller control={control} name="productTypeId" render={({ field }) => <ProductTypeSelect value={field.value} onChange={field.onChange} />} />
      </div>
      <Controller
        control={control}
        name="moreCategoryIds"
        render={({ field, fieldState }) => <MoreCategories main={mainCategory} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
      />
      <BrandAndTags brand={register('brand')} tags={register('tags')} brandError={errors.brand?.message} tagsError={errors.tags?.message} />
      <GenderAndAgeGroup gender={register('gender')} ageGroup={register('ageGroup')} genderError={errors.gender?.message} ageGroupError={errors.ageGroup?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Controller
          control={control}
          name="isService"
          render={({ field }) => (
            <SwitchField id="product-is-service" label="Es un servicio" hint="Los servicios no llevan stock." checked={field.value} onChange={field.onChange} />
          )}
        />
        {!isService && (
          <Controller
            control={control}
            name="requiresStock"
            render={({ field }) => (
              <SwitchField
                id="product-requires-stock"
                label="Requiere control de stock"
                hint="Controla cuántas unidades hay de cada variante."
                checked={field.value}
                onChange={field.onChange}
              />
            )}
          />
        )}
      </div>
    </FormSection>
  );
}
