import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Field } from '@/components/field';
import { RichTextEditor } from '@/components/rich-text-editor';
import { Input } from '@/components/ui/input';
import type { ProductBasicsValues } from '../../utils/product-body';
import { BrandAndTags } from './brand-and-tags';
import { GenderAndAgeGroup } from './gender-and-age-group';
import { MoreCategories } from './more-categories';

/*
 * The product's own fields both product forms show alike (the product form and
 * the classic one); each form lays them out in its "Información Básica" and
 * provides its form with FormProvider.
 */

/** "Nombre" and "Descripción". */
export function NameAndDescriptionFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProductBasicsValues>();
  return (
    <>
      <Field id="product-name" label="Nombre" error={errors.name?.message}>
        <Input id="product-name" maxLength={120} aria-invalid={errors.name ? true : undefined} {...register('name')} />
      </Field>
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <RichTextEditor
            id="product-description"
            label="Descripción"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}

/** The product's price, under the label each form gives it. */
export function PriceField({ label }: { label: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductBasicsValues>();
  return (
    <Field id="product-price" label={label} error={errors.price?.message}>
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
  );
}

/** "Otras categorías", brand and tags, gender and age group. */
export function MoreCategoriesAndLabels() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProductBasicsValues>();
  const mainCategory = useWatch({ control, name: 'categoryId' });
  return (
    <>
      <Controller
        control={control}
        name="moreCategoryIds"
        render={({ field, fieldState }) => (
          <MoreCategories
            main={mainCategory}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <BrandAndTags
        brand={register('brand')}
        tags={register('tags')}
        brandError={errors.brand?.message}
        tagsError={errors.tags?.message}
        priceTiers={register('priceTiers')}
        priceTiersError={errors.priceTiers?.message}
      />
      <GenderAndAgeGroup
        gender={register('gender')}
        ageGroup={register('ageGroup')}
        genderError={errors.gender?.message}
        ageGroupError={errors.ageGroup?.message}
      />
    </>
  );
}
