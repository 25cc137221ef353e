import type { ProductAgeGroup, ProductGender } from '@vidriera/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/field';
import { NativeSelect } from '@/components/native-select';

const GENDERS: [ProductGender, string][] = [
  ['female', 'Mujer'],
  ['male', 'Hombre'],
  ['unisex', 'Unisex'],
];
const AGE_GROUPS: [ProductAgeGroup, string][] = [
  ['adult', 'Adultos'],
  ['kids', 'Niños'],
  ['toddler', 'Niños pequeños'],
  ['infant', 'Bebés'],
  ['newborn', 'Recién nacidos'],
];

interface GenderAndAgeGroupProps {
  gender: UseFormRegisterReturn;
  ageGroup: UseFormRegisterReturn;
  genderError?: string | undefined;
  ageGroupError?: string | undefined;
}

/** "Género" and "Edad", both optional: the product feed sends them to Google and Meta when set (docs/product/catalogue.md, "Feed de productos"). */
export function GenderAndAgeGroup({ gender, ageGroup, genderError, ageGroupError }: GenderAndAgeGroupProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="product-gender" label="Género" error={genderError}>
        <NativeSelect id="product-gender" aria-invalid={genderError ? true : undefined} {...gender}>
          <option value="">Sin indicar</option>
          {GENDERS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="product-age-group" label="Edad" error={ageGroupError}>
        <NativeSelect id="product-age-group" aria-invalid={ageGroupError ? true : undefined} {...ageGroup}>
          <option value="">Sin indicar</option>
          {AGE_GROUPS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </div>
  );
}
