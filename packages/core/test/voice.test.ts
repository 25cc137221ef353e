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
  'mamá', 'papá', 'bebé', 'guardé', 'envié', 'compré', 'pagué', 'recibí', 'pedí', 'vendí',
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

describe('one voice', () => {
  it('no user-facing text speaks "vos"', () => {
    const vos = sourceWords().filter(({ word }) => !EVERY_VOICE.has(word.toLowerCase()) && !FUTURE.test(word.toLowerCase()));
    expect(vos.map(({ word, where }) => `${where} ${word}`)).toEqual([]);
  });
});
