import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { FormProvider, type Path, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useDraftAcrossSignIn } from '@/hooks/use-draft-across-sign-in';
import type { Attribute } from '../../api/types';
import { useSaveProductFlow } from '../../hooks/use-save-product-flow';
import {
  blankClassicVariant,
  type ClassicProductFormValues,
  classicToProductInput,
} from '../../utils/classic-product-form';
import { classicProductFormSchema } from '../../utils/classic-product-form-schema';
import { productFormField } from '../../utils/product-errors';
import { PRODUCT_LIST_PATH } from '../../paths';
import { tracksStock } from '../../utils/product-body';
import { FormActions } from '../product-form/form-actions';
import { ProductImagesSection } from '../product-form/product-images-section';
import { ClassicBasicInfo } from './classic-basic-info';
import { ClassicVariantsSection } from './classic-variants-section';

interface ClassicProductFormProps {
  productId?: string | undefined;
  initialValues: ClassicProductFormValues;
  attributes: Attribute[];
}

/** Product form version A: the same product, edited the older way (docs/product/catalogue.md). */
export function ClassicProductForm({ productId, initialValues, attributes }: ClassicProductFormProps) {
  const resolver = useMemo(() => zodResolver(classicProductFormSchema(attributes)), [attributes]);
  const form = useForm<ClassicProductFormValues>({ resolver, defaultValues: initialValues });
  const { control, handleSubmit, setError } = form;
  const variants = useFieldArray({ control, name: 'variants', keyName: 'key' });
  useDraftAcrossSignIn(form);
  const { submit, saving } = useSaveProductFlow(productId, PRODUCT_LIST_PATH);
  const stock = tracksStock({
    isService: useWatch({ control, name: 'isService' }),
    requiresStock: useWatch({ control, name: 'requiresStock' }),
  });

  const onSubmit = handleSubmit((values) =>
    submit(classicToProductInput(values, attributes), (field, message) => {
      const path = productFormField(field)
        ?.replace(/\.adjustment$/, '.priceModifier')
        .replace(/\.values$/, '');
      if (path) setError(path as Path<ClassicProductFormValues>, { type: 'server', message }, { shouldFocus: true });
    }),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
        <ClassicBasicInfo form={form} />
        <ClassicVariantsSection
          form={form}
          keys={variants.fields.map((f) => f.key)}
          attributes={attributes}
          tracksStock={stock}
          onAdd={() => variants.append(blankClassicVariant())}
          onRemove={variants.remove}
        />
        <ProductImagesSection title="Imágenes del Producto" />
        <FormActions saving={saving} cancelTo={PRODUCT_LIST_PATH} />
      </form>
    </FormProvider>
  );
}
