import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { RichTextEditor } from '@/components/rich-text-editor';
import { Field } from '@/components/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { ProductFormValues } from '../../utils/product-form';
import { BrandAndTags } from './brand-and-tags';
import { GenderAndAgeGroup } from './gender-and-age-group';
import { CategorySelect } from './category-select';
import { FormSection } from './form-section';
import { MoreCategories } from './more-categories';

/** "Información Básica" of version B: name, description, base price, category (with "+"), active. */
export function BasicInfoSection({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const mainCategory = useWatch({ control, name: 'categoryId' });
  return (
    <FormSection title="Información Básica" description="Nombre, precio y categoría del producto.">
      <Field id="product-name" label="Nombre" error={errors.name?.message}>
        <Input id="product-name" maxLength={120} aria-invalid={errors.name ? true : undefined} {...register('name')} />
      </Field>
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => <RichTextEditor id="product-description" label="Descripción" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="product-price" label="Precio base ($)" error={errors.price?.message}>
          <Input
            id="product-price"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder="0.00"
            aria-invalid={errors.price ? true : undefined}
            {...register('price')}
          />
        </Field>
        <Controller
          control={control}
          name="categoryId"
          render={({ field, fieldState }) => <CategorySelect value={field.value} onChange={field.onChange} error={fieldState.error?.message} quickCreate />}
        />
      </div>
      <Controller
        control={control}
        name="moreCategoryIds"
        render={({ field, fieldState }) => <MoreCategories main={mainCategory} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
      />
      <BrandAndTags brand={register('brand')} tags={register('tags')} brandError={errors.brand?.message} tagsError={errors.tags?.message} />
      <GenderAndAgeGroup gender={register('gender')} ageGroup={register('ageGroup')} genderError={errors.gender?.message} ageGroupError={errors.ageGroup?.message} />
      <div className="flex items-start gap-3 rounded-lg border p-3">
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => <Switch id="product-active" checked={field.value} onCheckedChange={field.onChange} aria-describedby="product-active-hint" className="mt-0.5" />}
        />
        <div>
          <Label htmlFor="product-active">Producto activo</Label>
          <p id="product-active-hint" className="text-xs text-muted-foreground">
            Los productos inactivos no se muestran en tu tienda.
          </p>
        </div>
      </div>
    </FormSection>
  );
}
