import { PRODUCT_IMAGES_MAX } from '@vidriera/core';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ProductBasicsValues } from '../../utils/product-body';
import { moveItem } from '../../utils/move-item';
import { FormSection } from './form-section';
import { ProductImagesField } from './product-images-field';

/** Both product forms' pictures card, under the title each gives it; the form comes from FormProvider. */
export function ProductImagesSection({ title }: { title: string }) {
  const { control, getValues, setValue } = useFormContext<ProductBasicsValues>();
  const images = useWatch({ control, name: 'images' });
  const setImages = (next: string[]) => setValue('images', next, { shouldDirty: true });
  return (
    <FormSection
      title={title}
      description={`Hasta ${PRODUCT_IMAGES_MAX} imágenes cuadradas. La primera es la principal.`}
    >
      <ProductImagesField
        images={images}
        max={PRODUCT_IMAGES_MAX}
        onAdd={(url) => setImages([...getValues('images'), url])}
        onRemove={(index) => setImages(getValues('images').filter((_, i) => i !== index))}
        onMove={(from, to) => setImages(moveItem(getValues('images'), from, to))}
      />
    </FormSection>
  );
}
