import { describe, expect, it } from 'vitest';
import {
  PASSWORD_PERSONAL_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORD_TOO_SIMPLE_MESSAGE,
  passwordRuleProblem,
} from '../src/auth/password-rules';

const owner = { email: 'Marisa.Lopez@example.com', firstName: 'Marisa', lastName: 'López Ruiz' };

describe('the password rules the forms and the server share', () => {
  it('asks for 8 characters at least', () => {
    expect(passwordRuleProblem('tres-pal')).toBeNull();
    expect(passwordRuleProblem('7-chars')).toBe(PASSWORD_TOO_SHORT_MESSAGE);
  });

  it.each([
    'aaaaaaaa',
    'abcdefgh',
    'HGFEDCBA',
    '12345678',
    '98765432',
    'abcabcabc',
    'abababab',
    '1212121212',
    'aabbaabb',
  ])('refuses the trivial pattern %s', (password) => {
    expect(passwordRuleProblem(password)).toBe(PASSWORD_TOO_SIMPLE_MESSAGE);
  });

  it.each([
    'vidriera2026',
    'Mi-VIDRIERA!',
    'marisa-2026',
    'lopez-del-sur',
    'RUIZ.ruiz.9',
    'marisa.lopez-77',
    'Lopez#Marisa',
  ])('refuses %s: the product or the person inside it (accents and case aside)', (password) => {
    expect(passwordRuleProblem(password, owner)).toBe(PASSWORD_PERSONAL_MESSAGE);
  });

  it('takes a password with none of that, and ignores name pieces too short to mean anything', () => {
    expect(passwordRuleProblem('caballo-bateria-grapa', owner)).toBeNull();
    expect(passwordRuleProblem('li-yu-naranja-7', { firstName: 'Li', lastName: 'Yu' })).toBeNull();
  });
});
