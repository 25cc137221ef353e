import { zodResolver } from '@hookform/resolvers/zod';
import { PRODUCT_IMAGES_MAX } from '@vidriera/core';
import { useMemo } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useDraftAcrossSignIn } from '@/hooks/use-draft-across-sign-in';
import type { Attribute } from '../../api/types';
import { useSaveProductFlow } from '../../hooks/use-save-product-flow';
import { moveItem } from '../../utils/move-item';
import { productFormField } from '../../utils/product-errors';
import { tracksStock } from '../../utils/product-body';
import { blankVariant, type ProductFormValues, toProductInput } from '../../utils/product-form';
import { productFormSchema } from '../../utils/product-form-schema';
import { generateVariants, withoutAttribute } from '../../utils/variant-combinations';
import { FormSection } from './form-section';
import { AttributesSection } from './attributes-section';
import { BasicInfoSection } from './basic-info-section';
import { FormActions } from './form-actions';
import { ProductImagesField } from './product-images-field';
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
  const { submit, saving } = useSaveProductFlow(productId, '/admin/products');
  const selected = useWatch({ control, name: 'attributeIds' });
  const images = useWatch({ control, name: 'images' });
  const chosen = attributes.filter((a) => selected.includes(a.id));
  const stock = tracksStock({ isService: useWatch({ control, name: 'isService' }), requiresStock: useWatch({ control, name: 'requiresStock' }) });

  function toggleAttribute(attributeId: string, on: boolean) {
    const next = attributes.filter((a) => (a.id === attributeId ? on : selected.includes(a.id))).map((a) => a.id);
    setValue('attributeIds', next, { shouldDirty: true });
    if (!on) variants.replace(withoutAttribute(getValues('variants'), attributeId));
  }

  const setImages = (next: string[]) => setValue('images', next, { shouldDirty: true });
  const onSubmit = handleSubmit((values) =>
    submit(toProductInput(values, attributes, isNew), (field, message) => {
      const path = productFormField(field);
      if (path) setError(path, { type: 'server', message }, { shouldFocus: true });
    }),
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
      <BasicInfoSection form={form} />
      <FormSection title="Imágenes" description={`Hasta ${PRODUCT_IMAGES_MAX} imágenes cuadradas. La primera es la principal.`}>
        <ProductImagesField
          images={images}
          max={PRODUCT_IMAGES_MAX}
          onAdd={(url) => setImages([...getValues('images'), url])}
          onRemove={(index) => setImages(getValues('images').filter((_, i) => i !== index))}
          onMove={(from, to) => setImages(moveItem(getValues('images'), from, to))}
        />
      </FormSection>
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
      {productId && <FormSection title="Stock ahora" description="En stock, reservado por pedidos pendientes y disponible para vender."><VariantStockFigures productId={productId} expanded /></FormSection>}
      <FormActions saving={saving} cancelTo="/admin/products" />
    </form>
  );
}
