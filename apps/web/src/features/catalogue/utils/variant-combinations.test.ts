import { describe, expect, it } from 'vitest';
import { blankVariant, type VariantFormValue } from './product-form';
import { withoutAttribute } from './variant-combinations';

const variant = (values: Record<string, string>, extra: Partial<VariantFormValue> = {}): VariantFormValue => ({
  ...blankVariant(),
  values,
  ...extra,
});

describe('turning an attribute off after generating the combinations', () => {
  it('merges the variants that then read the same, adding up their stock', () => {
    const generated = [
      variant({ color: 'rojo', talle: 's' }, { id: 'v1', sku: 'R-S', stock: '4' }),
      variant({ color: 'rojo', talle: 'm' }, { id: 'v2', sku: 'R-M', stock: '2' }),
      variant({ color: 'azul', talle: 's' }, { id: 'v3', sku: 'A-S', stock: '8' }),
      variant({ color: 'azul', talle: 'm' }, { stock: '' }),
    ];
    expect(withoutAttribute(generated, 'color')).toEqual([
      variant({ talle: 's' }, { id: 'v1', sku: 'R-S', stock: '12' }),
      variant({ talle: 'm' }, { id: 'v2', sku: 'R-M', stock: '2' }),
    ]);
  });

  it('leaves one default variant when the last attribute goes', () => {
    const merged = withoutAttribute(
      [variant({ color: 'rojo' }, { stock: '3' }), variant({ color: 'azul' }, { id: 'v9', stock: '1' })],
      'color',
    );
    expect(merged).toEqual([variant({}, { id: 'v9', stock: '4' })]);
  });
});
