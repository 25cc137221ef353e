import { removeAccents } from '../shared/slug';

/**
 * What a new password must be (docs/product/accounts.md, "Contraseñas"): the
 * form checks these before sending, the server checks them again and adds the
 * list of leaked passwords and a guessability score, which need dictionaries
 * too large for the web.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_TOO_SHORT_MESSAGE = `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres`;
export const PASSWORD_TOO_SIMPLE_MESSAGE =
  'Esa contraseña es demasiado simple (caracteres repetidos o seguidos). Elige otra.';
export const PASSWORD_PERSONAL_MESSAGE = 'La contraseña no puede contener tu nombre, tu email ni la palabra Vidriera.';
export const PASSWORD_COMMON_MESSAGE = 'Esa contraseña es de las más usadas y se adivina fácil. Elige otra.';
export const PASSWORD_GUESSABLE_MESSAGE =
  'Esa contraseña se adivina fácil. Usa una más larga, por ejemplo varias palabras que no tengan que ver contigo.';

/** What a password is checked against: the person it protects, when known. */
export interface PasswordOwner {
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

const fold = (text: string) => removeAccents(text).toLowerCase();
/** Pieces shorter than this (a "Li", an "ana@") say too little to refuse on. */
const SHORTEST_PERSONAL_PIECE = 3;

/** The words of the owner's names and e-mail, and the product's name, that a password may not contain. */
export function personalWords(owner: PasswordOwner): string[] {
  const local = owner.email?.split('@')[0] ?? '';
  const pieces = [owner.firstName, owner.lastName, local].flatMap((text) => fold(text ?? '').split(/\s+/));
  return [...new Set(['vidriera', ...pieces.filter((piece) => piece.length >= SHORTEST_PERSONAL_PIECE)])];
}

/** Each character one step after (or before) the last all the way ("abcdefgh", "87654321"), or a short block over and over ("aaaaaaaa", "abcabcabc"). */
function isTrivial(password: string): boolean {
  const codes = [...fold(password)].map((c) => c.codePointAt(0) ?? 0);
  const steps = codes.slice(1).map((code, i) => code - (codes[i] ?? 0));
  if (steps.every((step) => step === 1) || steps.every((step) => step === -1)) return true;
  const text = fold(password);
  for (let size = 1; size <= 4; size++) {
    if (
      text.length > size &&
      text
        .slice(0, size)
        .repeat(Math.ceil(text.length / size))
        .startsWith(text)
    )
      return true;
  }
  return new Set(codes).size < 4;
}

/** The first rule a new password breaks that the form can check, as the message to show; null when it breaks none. */
export function passwordRuleProblem(password: string, owner: PasswordOwner = {}): string | null {
  if (password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT_MESSAGE;
  const folded = fold(password);
  if (personalWords(owner).some((word) => folded.includes(word))) return PASSWORD_PERSONAL_MESSAGE;
  if (isTrivial(password)) return PASSWORD_TOO_SIMPLE_MESSAGE;
  return null;
}
