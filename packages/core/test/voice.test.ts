import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Our texts speak "tú" (Revisa, Intenta, Elige), never "vos" (Revisá,
 * Intentá, Elegí, Tenés). A vos form ends in a stressed á, é or í (or ás, és,
 * ís); so do a few words every voice uses, listed here.
 */
const ROOT = join(import.meta.dirname, '../../..');
const EVERY_VOICE = new Set([
  'está',
  'estás',
  'más',
  'sí',
  'qué',
  'después',
  'atrás',
  'país',
  'quizás',
  'además',
  'café',
  'tomás',
  'jamás',
  'allá',
  'acá',
  'aquí',
  'ahí',
  'allí',
  'así',
  'demás',
  'mamá',
  'papá',
  'bebé',
  'bebés',
  'guardé',
  'envié',
  'compré',
  'pagué',
  'recibí',
  'pedí',
  'vendí',
]);
/** Future tense ("eliminará", "se cerrará") reads the same in both voices. */
const FUTURE = /r[áé]s?$/;

/**
 * Every file that holds a text someone reads: the web's screens and store
 * pages, the server's messages and e-mails, core's shared texts and the two
 * HTML shells.
 */
function sourceFiles(): string[] {
  return execFileSync(
    'git',
    ['ls-files', '--', 'apps/*/src/*.ts', 'apps/*/src/*.tsx', 'packages/*/src/*.ts', 'apps/web/*.html'],
    { cwd: ROOT, encoding: 'utf8' },
  )
    .split('\n')
    .filter(Boolean);
}

function sourceWords(): { word: string; where: string }[] {
  return sourceFiles()
    .flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => [...line.matchAll(/\p{L}+/gu)].map(([word]) => ({ word, where: `${file}:${i + 1}` }))),
    )
    .filter(({ word }) => /(?:á|é|í|ás|és|ís)$/.test(word));
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
const NOT_VOS_WITH_PRONOUN = new Set([
  'repite',
  'admite',
  'permite',
  'comprime',
  'cancela',
  'update',
  'promise',
  'argentinos',
  'mochila',
  'translate',
]);
const WITH_PRONOUN = /^(\p{L}*?[aei])(?:me|te|se|nos|lo|la|los|las|le|les){1,2}$/u;
const SPANISH = /[áéíóúñ¿¡]|\b(?:de|el|la|tu|para|que|y|en|con|no)\b/i;

/** Syllables of an unaccented stem: vowel groups, where two strong vowels side by side (crea) are two. */
function syllables(stem: string): number {
  return (stem.toLowerCase().match(/[aeiou]+/g) ?? []).reduce(
    (count, group) =>
      count + 1 + [...group].slice(1).filter((vowel, i) => /[aeo]/.test(vowel) && /[aeo]/.test(group[i] ?? '')).length,
    0,
  );
}

function vosWithPronoun(text: string): string[] {
  return [...text.replace(/\$\{[^}]*\}/g, ' ').matchAll(/(?<![\p{L}.:-])\p{L}+/gu)]
    .map(([word]) => word)
    .filter((word) => {
      const lower = word.toLowerCase();
      const stem = WITH_PRONOUN.exec(lower)?.[1];
      return (
        stem !== undefined &&
        word.slice(1) === word.slice(1).toLowerCase() &&
        !/[áéíóú]/.test(lower) &&
        !/[aei]les$/.test(lower) &&
        !/[iu]e$/.test(stem) &&
        syllables(stem) >= 2 &&
        !NOT_VOS_WITH_PRONOUN.has(lower)
      );
    });
}

/**
 * The texts of a file as its parser reads them: string literals, each
 * template literal with its parts joined (a template inside another is a text
 * of its own) and JSX text; in HTML, the text between tags and the attributes' values.
 */
function textsOf(file: string, source: string): string[] {
  if (file.endsWith('.html'))
    return [...source.matchAll(/>([^<]+)<|="([^"]*)"/g)].map((match) => match[1] ?? match[2] ?? '');
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node))
      texts.push(node.text);
    else if (ts.isTemplateExpression(node))
      texts.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' '));
    ts.forEachChild(node, visit);
  };
  visit(
    ts.createSourceFile(
      file,
      source,
      ts.ScriptTarget.Latest,
      false,
      file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    ),
  );
  return texts.filter((text) => SPANISH.test(text));
}

function sourceTexts(): { text: string; file: string }[] {
  return sourceFiles().flatMap((file) =>
    textsOf(file, readFileSync(join(ROOT, file), 'utf8')).map((text) => ({ text, file })),
  );
}

describe('one voice', () => {
  it('no user-facing text speaks "vos"', () => {
    const vos = sourceWords().filter(
      ({ word }) => !EVERY_VOICE.has(word.toLowerCase()) && !FUTURE.test(word.toLowerCase()),
    );
    expect(vos.map(({ word, where }) => `${where} ${word}`)).toEqual([]);
  });

  // Parsing every source file takes a few seconds on a busy machine.
  it('no vos imperative with a pronoun attached ("Creala", "Pedile")', { timeout: 60_000 }, () => {
    const vos = sourceTexts().flatMap(({ text, file }) => vosWithPronoun(text).map((word) => `${file} ${word}`));
    expect(vos).toEqual([]);
  });

  it('tells a vos imperative with a pronoun from the tú one and from words that only end alike', () => {
    expect(vosWithPronoun('Todavía no creaste tu tienda. Creala para poder configurarla.')).toEqual(['Creala']);
    expect(vosWithPronoun('Pedile al cliente; copiala o enviala. Fijate y registrate.')).toEqual([
      'Pedile',
      'copiala',
      'enviala',
      'Fijate',
      'registrate',
    ]);
    expect(
      vosWithPronoun('Créala, pídele, cópiala o envíala. Dale, hazlo, dime. Totales finales de la escuela.'),
    ).toEqual([]);
  });

  it('reads the texts inside nested templates, JSX and the HTML shells', () => {
    const vos = (file: string, source: string) => textsOf(file, source).flatMap(vosWithPronoun);
    expect(
      vos(
        'mail.ts',
        "const line = `Pago: ${method ? ` copiala de ${method}` : ''} y enviala`; const more = 'Pedile el dato';",
      ),
    ).toEqual(['enviala', 'copiala', 'Pedile']);
    expect(vos('page.tsx', 'const a = <p title="Creala de nuevo">Tu tienda: {name} fijate en el panel.</p>;')).toEqual([
      'Creala',
      'fijate',
    ]);
    expect(
      vos(
        'index.html',
        '<meta name="description" content="Creala en minutos" /><noscript>Activala para usar la tienda</noscript>',
      ),
    ).toEqual(['Creala', 'Activala']);
  });

  it('looks at every kind of file that holds a text people read', () => {
    const files = sourceFiles();
    for (const file of [
      'apps/web/index.html',
      'apps/web/store.html',
      'apps/web/src/features/stores/components/store-not-found.tsx',
      'apps/web/src/features/super-admin/components/client-created.tsx',
      'apps/server/src/modules/mail/templates.ts',
      'apps/server/src/modules/mail/shopper-templates.ts',
      'packages/core/src/shared/error-table.ts',
    ]) {
      expect(files).toContain(file);
    }
  });
});
