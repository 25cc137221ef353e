import { render, screen, within } from '@testing-library/preact';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CHIPS_UP_TO, type VariantOption, VariantOptions } from './variant-options';

/* One attribute's values on the product page: chips a keyboard reaches, or a select when they are many. */

const option = (label: string, extra: Partial<VariantOption> = {}): VariantOption => ({
  key: `val-${label}`,
  label,
  hexColor: null,
  soldOut: false,
  ...extra,
});

function Talle({ options }: { options: VariantOption[] }) {
  const [value, setValue] = useState<string>();
  return (
    <VariantOptions
      attributeId="attr-talle"
      displayName="Talle"
      isRequired
      options={options}
      value={value}
      onChoose={setValue}
    />
  );
}

describe('an attribute with few values', () => {
  it('offers each as a radio button in a group named after the attribute, a sold-out one said so', () => {
    render(<Talle options={[option('S', { soldOut: true }), option('M'), option('L')]} />);
    const group = screen.getByRole('group', { name: 'Talle' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['val-S', 'val-M', 'val-L']);
    expect(within(group).getByRole('radio', { name: 'S (sin stock)' })).toBeInTheDocument();
    expect(within(group).getByText('S')).toHaveClass('line-through');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it("keeps a colour's swatch on its chip", () => {
    render(<Talle options={[option('Rojo', { hexColor: '#DC2626' })]} />);
    const chip = screen.getByRole('radio', { name: 'Rojo' }).closest('label');
    expect(chip?.querySelector('circle')).toHaveAttribute('fill', '#DC2626');
  });

  it('is chosen with the keyboard alone: Tab reaches the group and Space picks the value', async () => {
    const user = userEvent.setup();
    render(<Talle options={[option('S'), option('M'), option('L')]} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'S' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'S' })).toBeChecked();
  });
});

describe('an attribute with many values', () => {
  it(`keeps the phone's own picker beyond ${CHIPS_UP_TO} values`, () => {
    const many = Array.from({ length: CHIPS_UP_TO + 1 }, (_, i) => option(String(34 + i), { soldOut: i === 0 }));
    render(<Talle options={many} />);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Talle' });
    expect(within(select).getByRole('option', { name: '34 (sin stock)' })).toBeInTheDocument();
  });
});
