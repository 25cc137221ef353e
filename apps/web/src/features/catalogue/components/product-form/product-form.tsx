import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useDraftAcrossSignIn } from '@/hooks/use-draft-across-sign-in';
import type { Attribute } from '../../api/types';
import { useSaveProductFlow } from '../../hooks/use-save-product-flow';
import { PRODUCT_LIST_PATH } from '../../paths';
import { productFormField } from '../../utils/product-errors';
import { tracksStock } from '../../utils/product-body';
import { blankVariant, type ProductFormValues, toProductInput } from '../../utils/product-form';
import { productFormSchema } from '../../utils/product-form-schema';
import { generateVariants, withoutAttribute } from '../../utils/variant-combinations';
import { FormSection } from './form-section';
import { AttributesSection } from './attributes-section';
import { BasicInfoSection } from './basic-info-section';
import { FormActions } from './form-actions';
import { ProductImagesSection } from './product-images-section';
import { VariantsSection } from './variants-section';
import { VariantStockFigures } from '../products/variant-stock';

interface ProductFormProps {
  productId?: string | undefined;
  initialValues: ProductFormValues;
  attributes: Attribute[];
}

/** Product form version B: basic info, images (3), attributes and the variants table (docs/product/catalogue.md). */
export function ProductForm({ productId, initialValues, attributes }: ProductFormProps) {
  const isNew = !productId;
  const resolver = useMemo(() => zodResolver(productFormSchema(attributes, isNew)), [attributes, isNew]);
  const form = useForm<ProductFormValues>({ resolver, defaultValues: initialValues });
  const { control, handleSubmit, getValues, setValue, setError } = form;
  const variants = useFieldArray({ control, name: 'variants', keyName: 'key' });
  useDraftAcrossSignIn(form);
  const { submit, saving } = useSaveProductFlow(productId, PRODUCT_LIST_PATH);
  const selected = useWatch({ control, name: 'attributeIds' });
  const chosen = attributes.filter((a) => selected.includes(a.id));
  const stock = tracksStock({
    isService: useWatch({ control, name: 'isService' }),
    requiresStock: useWatch({ control, name: 'requiresStock' }),
  });

  function toggleAttribute(attributeId: string, on: boolean) {
    const next = attributes.filter((a) => (a.id === attributeId ? on : selected.includes(a.id))).map((a) => a.id);
    setValue('attributeIds', next, { shouldDirty: true });
    if (!on) variants.replace(withoutAttribute(getValues('variants'), attributeId));
  }

  const onSubmit = handleSubmit((values) =>
    submit(toProductInput(values, attributes, isNew), (field, message) => {
      const path = productFormField(field);
      if (path) setError(path, { type: 'server', message }, { shouldFocus: true });
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
        <BasicInfoSection form={form} />
        <ProductImagesSection title="Imágenes" />
        <AttributesSection
          attributes={attributes}
          selected={selected}
          onToggle={toggleAttribute}
          onGenerate={() => variants.replace(generateVariants(getValues('variants'), chosen))}
          dirty={form.formState.isDirty}
        />
        <VariantsSection
          form={form}
          keys={variants.fields.map((f) => f.key)}
          chosen={chosen}
          tracksStock={stock}
          firstOnly={isNew}
          onAdd={() => variants.append(blankVariant())}
          onRemove={variants.remove}
        />
        {productId && (
          <FormSection
            title="Stock ahora"
            description="En stock, reservado por pedidos pendientes y disponible para vender."
          >
            <VariantStockFigures productId={productId} expanded />
          </FormSection>
        )}
        <FormActions saving={saving} cancelTo={PRODUCT_LIST_PATH} />
      </form>
    </FormProvider>
  );
}
