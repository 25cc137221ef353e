import {
  type CsvRowMessage,
  foldName,
  PRODUCT_AGE_GROUPS,
  PRODUCT_GENDERS,
  type ProductAgeGroup,
  type ProductGender,
} from '@vidriera/core';

/*
 * Who a product is for, as other platforms' exports write it (Tiendanube's
 * "Sexo" and "Rango de edad", Shopify's "Google Shopping / Gender" and
 * "Google Shopping / Age Group"), read as the product's "Género" and "Edad"
 * (docs/product/catalogue.md, "Planillas de otras plataformas").
 */

const GENDERS: Record<string, ProductGender> = {
  femenino: 'female',
  femenina: 'female',
  mujer: 'female',
  mujeres: 'female',
  dama: 'female',
  damas: 'female',
  feminino: 'female',
  f: 'female',
  woman: 'female',
  women: 'female',
  masculino: 'male',
  hombre: 'male',
  hombres: 'male',
  caballero: 'male',
  caballeros: 'male',
  m: 'male',
  man: 'male',
  men: 'male',
  unisex: 'unisex',
  unissex: 'unisex',
};

const AGE_GROUPS: Record<string, ProductAgeGroup> = {
  adulto: 'adult',
  adultos: 'adult',
  adulta: 'adult',
  adultas: 'adult',
  adults: 'adult',
  nino: 'kids',
  ninos: 'kids',
  nina: 'kids',
  ninas: 'kids',
  infantil: 'kids',
  infantiles: 'kids',
  chicos: 'kids',
  crianca: 'kids',
  criancas: 'kids',
  kid: 'kids',
  children: 'kids',
  child: 'kids',
  'nino pequeno': 'toddler',
  'ninos pequenos': 'toddler',
  'nina pequena': 'toddler',
  'ninas pequenas': 'toddler',
  'primera infancia': 'toddler',
  bebe: 'infant',
  bebes: 'infant',
  baby: 'infant',
  babies: 'infant',
  'recien nacido': 'newborn',
  'recien nacidos': 'newborn',
  'recien nacida': 'newborn',
  'recem-nascido': 'newborn',
  'recem nascido': 'newborn',
};

type Reading<T> = T | null | 'unknown';

function readValue<T extends string>(text: string, known: readonly T[], words: Record<string, T>): Reading<T> {
  const folded = foldName(text);
  if (!folded) return null;
  if ((known as readonly string[]).includes(folded)) return folded as T;
  return words[folded] ?? words[folded.replace(/-/g, ' ')] ?? 'unknown';
}

/** Turns a file's cells into the product's gender and age group; a value it cannot tell is left out (the product keeps its own) and noted once per column. */
export function genderAndAgeReader(titles: { gender: string; ageGroup: string }) {
  const unknown = { gender: [] as number[], ageGroup: [] as number[] };
  return {
    read(row: number, gender: string, ageGroup: string) {
      const g = readValue(gender, PRODUCT_GENDERS, GENDERS);
      const a = readValue(ageGroup, PRODUCT_AGE_GROUPS, AGE_GROUPS);
      if (g === 'unknown') unknown.gender.push(row);
      if (a === 'unknown') unknown.ageGroup.push(row);
      return { gender: g === 'unknown' ? undefined : g, ageGroup: a === 'unknown' ? undefined : a };
    },
    warnings(): CsvRowMessage[] {
      const note = (rows: number[], title: string, known: string) =>
        rows.length === 0
          ? []
          : [
              {
                row: rows[0] ?? 0,
                message: `«${title}» tiene un valor que no reconocemos en ${rows.length === 1 ? 'la fila' : 'las filas'} ${rows.slice(0, 5).join(', ')}${rows.length > 5 ? '…' : ''} (${known}): el producto queda como está; puedes elegirlo después en su ficha.`,
              },
            ];
      return [
        ...note(unknown.gender, titles.gender, 'usa Mujer, Hombre o Unisex'),
        ...note(unknown.ageGroup, titles.ageGroup, 'usa Adultos, Niños, Niños pequeños, Bebés o Recién nacidos'),
      ];
    },
  };
}
