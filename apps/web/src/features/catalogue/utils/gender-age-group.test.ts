import { describe, expect, it } from 'vitest';
import { emptyClassicForm } from './classic-product-form';
import { productBasicsInput } from './product-body';
import { emptyProductForm } from './product-form';

/*
 * "Género" and "Edad" in both product forms (docs/product/catalogue.md,
 * "Feed de productos"): "Sin indicar" reaches the API as null, a choice as
 * Google's value.
 */
describe('the product forms send gender and age group', () => {
  it('as null when "Sin indicar", else as the value the feed sends', () => {
    for (const empty of [emptyProductForm(), emptyClassicForm()]) {
      const form = { ...empty, name: 'Vestido', price: '1000' };
      expect(productBasicsInput(form)).toMatchObject({ gender: null, ageGroup: null });
      expect(productBasicsInput({ ...form, gender: 'female', ageGroup: 'adult' })).toMatchObject({
        gender: 'female',
        ageGroup: 'adult',
      });
    }
  });
});
