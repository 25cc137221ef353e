import { Controller, type UseFormReturn } from 'react-hook-form';
import type { ProductFormValues } from '../../utils/product-form';
import { CategorySelect } from './category-select';
import { FormSection } from './form-section';
import { MoreCategoriesAndLabels, NameAndDescriptionFields, PriceField } from './product-basics-fields';
import { SwitchField } from './switch-field';

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
          render={({ field, fieldState }) => (
            <CategorySelect
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              quickCreate
            />
          )}
        />
      </div>
      <MoreCategoriesAndLabels />
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <SwitchField
            id="product-active"
            label="Producto activo"
            hint="Los productos inactivos no se muestran en tu tienda."
            checked={field.value}
            onChange={field.onChange}
          />
        )}
      />
    </FormSection>
  );
}
