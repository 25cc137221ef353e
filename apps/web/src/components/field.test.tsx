import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { Field } from './field';

/*
 * A form field as a screen reader meets it: the control is named by its
 * label and described by its hint, then by the error once there is one.
 */

function whatsappField(error?: string) {
  render(
    <Field id="store-whatsapp" label="WhatsApp" error={error} hint="Con código de país y área.">
      {(control) => <input {...control} />}
    </Field>,
  );
  return screen.getByRole('textbox', { name: 'WhatsApp' });
}

describe('Field', () => {
  it('describes its control by the hint while nothing is wrong', () => {
    const input = whatsappField();
    expect(input).toHaveAccessibleDescription('Con código de país y área.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks its control invalid and adds the error to its description', () => {
    const input = whatsappField('Ingresa un número válido');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Con código de país y área. Ingresa un número válido');
  });
});
