import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Our texts speak "tú" (Revisa, Intenta, Elige), never "vos" (Revisá,
 * Intentá, Elegí, Tenés). A vos form ends in a stressed á, é or í (or ás, és,
 * ís); so do a few words every voice uses, listed here.
 */
const ROOT = join(import.meta.dirname, '../../..');
const EVERY_VOICE = new Set([
  'está', 'estás', 'más', 'sí', 'qué', 'después', 'atrás', 'país', 'quizás', 'además', 'café', 'tomás', 'jamás', 'allá', 'acá', 'aquí', 'ahí', 'allí',
  'así', 'demás', 'mamá', 'papá', 'bebé', 'bebés', 'guardé', 'envié', 'compré', 'pagué', 'recibí', 'pedí', 'vendí',
]);
/** Future tense ("eliminará", "se cerrará") reads the same in both voices. */
const FUTURE = /r[áé]s?$/;

function sourceWords(): { word: string; where: string }[] {
  const files = execFileSync('git', ['ls-files', '--', 'apps/*/src/*.ts', 'apps/*/src/*.tsx', 'packages/*/src/*.ts', 'apps/web/index.html'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  return files.flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => [...line.matchAll(/\p{L}+/gu)].map(([word]) => ({ word, where: `${file}:${i + 1}` }))),
  ).filter(({ word }) => /(?:á|é|í|ás|és|ís)$/.test(word));
}

/*
 * A vos imperative with a pronoun attached keeps the stress of the bare verb
 * and so carries no accent ("Creala", "Pedile", "Fijate"); the tú form gains
 * one ("Créala", "Pídele", "Fíjate"). We look for an unaccented word made of a
 * stem of two or more syllables ending in a, e or i plus one or two pronouns,
 * in the texts a person reads (string literals and JSX text that read as
 * Spanish). Plurals such as "finales" or "materiales" end the same way as a
 * verb with "les", so words in -ales/-eles/-iles are left out, and no
 * infinitive ends in -ier or -uer (escuela, vuela); the words below
 * are the remaining ones that read alike and are not vos (the English ones
 * come from SQL and code inside template strings).
 */
const NOT_VOS_WITH_PRONOUN = new Set(['repite', 'admite', 'permite', 'comprime', 'cancela', 'update', 'promise']);
const WITH_PRONOUN = /^(\p{L}*?[aei])(?:me|te|se|nos|lo|la|los|las|le|les){1,2}$/u;
const STRINGS = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g;
/** JSX text too, in .tsx files only: in plain TypeScript `>…<` is the code between two generics (`Kysely<Database>, … Promise<`). */
const STRINGS_AND_JSX = new RegExp(`${STRINGS.source}|>([^<>{}]*)<`, 'g');
const SPANISH = /[áéíóúñ¿¡]|\b(?:de|el|la|tu|para|que|y|en|con|no)\b/i;

/** Syllables of an unaccented stem: vowel groups, where two strong vowels side by side (crea) are two. */
function syllables(stem: string): number {
  return (stem.toLowerCase().match(/[aeiou]+/g) ?? []).reduce(
    (count, group) => count + 1 + [...group].slice(1).filter((vowel, i) => /[aeo]/.test(vowel) && /[aeo]/.test(group[i] ?? '')).length,
    0,
  );
}

function vosWithPronoun(text: string): string[] {
  return [...text.replace(/\$\{[^}]*\}/g, ' ').matchAll(/(?<![\p{L}.:-])\p{L}+/gu)]
    .map(([word]) => word)
    .filter((word) => {
      const lower = word.toLowerCase();
      const stem = WITH_PRONOUN.exec(lower)?.[1];
      return stem !== undefined && word.slice(1) === word.slice(1).toLowerCase() && !/[áéíóú]/.test(lower) && !/[aei]les$/.test(lower) && !/[iu]e$/.test(stem) && syllables(stem) >= 2 && !NOT_VOS_WITH_PRONOUN.has(lower);
    });
}

function sourceTexts(): { text: string; file: string }[] {
  const files = execFileSync('git', ['ls-files', '--', 'apps/*/src/*.ts', 'apps/*/src/*.tsx', 'packages/*/src/*.ts', 'apps/web/index.html'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  return files.flatMap((file) =>
    [...readFileSync(join(ROOT, file), 'utf8').matchAll(file.endsWith('.tsx') ? STRINGS_AND_JSX : STRINGS)]
      .map((match) => match[1] ?? match[2] ?? match[3] ?? match[4] ?? '')
      .filter((text) => SPANISH.test(text))
      .map((text) => ({ text, file })),
  );
}

describe('one voice', () => {
  it('no user-facing text speaks "vos"', () => {
    const vos = sourceWords().filter(({ word }) => !EVERY_VOICE.has(word.toLowerCase()) && !FUTURE.test(word.toLowerCase()));
    expect(vos.map(({ word, where }) => `${where} ${word}`)).toEqual([]);
  });

  it('no vos imperative with a pronoun attached ("Creala", "Pedile")', () => {
    const vos = sourceTexts().flatMap(({ text, file }) => vosWithPronoun(text).map((word) => `${file} ${word}`));
    expect(vos).toEqual([]);
  });

  it('tells a vos imperative with a pronoun from the tú one and from words that only end alike', () => {
    expect(vosWithPronoun('Todavía no creaste tu tienda. Creala para poder configurarla.')).toEqual(['Creala']);
    expect(vosWithPronoun('Pedile al cliente; copiala o enviala. Fijate y registrate.')).toEqual(['Pedile', 'copiala', 'enviala', 'Fijate', 'registrate']);
    expect(vosWithPronoun('Créala, pídele, cópiala o envíala. Dale, hazlo, dime. Totales finales de la escuela.')).toEqual([]);
  });
});
