import { Controller, type UseFormReturn } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { ProductFormValues } from '../../utils/product-form';
import { CategorySelect } from './category-select';
import { FormSection } from './form-section';
import { MoreCategoriesAndLabels, NameAndDescriptionFields, PriceField } from './product-basics-fields';

/** "Información Básica" of version B: name, description, base price, category (with "+"), active. */
export function BasicInfoSection({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const { control } = form;
  return (
    <FormSection title="Información Básica" description="Nombre, precio y categoría del producto.">
      <NameAndDescriptionFields />
      <div className="grid gap-4 sm:grid-cols-2">
        <PriceField label="Precio base ($)" />
        <Controller
          control={control}
          name="categoryId"
          render={({ field, fieldState }) => <CategorySelect value={field.value} onChange={field.onChange} error={fieldState.error?.message} quickCreate />}
        />
      </div>
      <MoreCategoriesAndLabels />
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
