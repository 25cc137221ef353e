import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import type { ClassicProductFormValues } from '../../utils/classic-product-form';
import { CategorySelect } from '../product-form/category-select';
import { FormSection } from '../product-form/form-section';
import { SwitchField } from '../product-form/switch-field';
import { MoreCategoriesAndLabels, NameAndDescriptionFields, PriceField } from '../product-form/product-basics-fields';
import { ProductTypeSelect } from './product-type-select';

/** "Información Básica" of version A: name, description, price, category, type, service and stock switches. */
export function ClassicBasicInfo({ form }: { form: UseFormReturn<ClassicProductFormValues> }) {
  const { control } = form;
  const isService = useWatch({ control, name: 'isService' });
  return (
    <FormSection title="Información Básica">
      <NameAndDescriptionFields />
      <PriceField label="Precio ($)" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="categoryId"
          render={({ field, fieldState }) => (
            <CategorySelect value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <Controller
          control={control}
          name="productTypeId"
          render={({ field }) => <ProductTypeSelect value={field.value} onChange={field.onChange} />}
        />
      </div>
      <MoreCategoriesAndLabels />
      <div className="grid gap-3 sm:grid-cols-2">
        <Controller
          control={control}
          name="isService"
          render={({ field }) => (
            <SwitchField
              id="product-is-service"
              label="Es un servicio"
              hint="Los servicios no llevan stock."
              checked={field.value}
              onChange={field.onChange}
            />
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
