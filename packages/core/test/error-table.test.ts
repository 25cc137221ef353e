import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { API_ERRORS, type ApiErrorCode, AUTH_ERROR_MESSAGES, codeForStatus, ERROR_CODES } from '../src';

const ROOT = join(import.meta.dirname, '../../..');
/** The table, and the one message it keeps in a module of its own for the store pages' first script. */
const TABLE_FILES = ['packages/core/src/shared/error-table.ts', 'packages/core/src/shared/generic-error.ts'];

/** A table message that is also, word for word, a text of its own elsewhere, with the reason it is not a copy. */
const SAME_WORDS_OTHER_TEXT: Record<string, string> = {
  'Verificando…': "a button's label while something is checked (own-domain-section.tsx, order-confirm-dialog.tsx)",
};

/** The source files whose texts a person reads (tests and test helpers left out: they quote what the server says). */
function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '--', 'apps/*/src/*.ts', 'apps/*/src/*.tsx', 'packages/*/src/*.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && !TABLE_FILES.includes(file) && !/\.test\.tsx?$|\/src\/test\//.test(file));
}

/** The texts a file writes: its string literals, whole template strings and JSX texts (not its comments). */
function textsOf(file: string, source: string): Set<string> {
  const texts = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.add(node.text);
    else if (ts.isJsxText(node)) texts.add(node.text.trim());
    node.forEachChild(visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX));
  return texts;
}

/** The files that write `message` as a whole text of their own. */
const copiesOf = (message: string, files: { file: string; texts: Set<string> }[]) =>
  files.filter(({ texts }) => texts.has(message)).map(({ file }) => file);

describe('the error table', () => {
  it('gives every code a refusal or fault status and a Spanish message', () => {
    for (const [code, { status, message }] of Object.entries(API_ERRORS)) {
      expect(status >= 400 && status < 600, code).toBe(true);
      expect(message.length, code).toBeGreaterThan(3);
    }
  });

  it('holds every code the screens act on', () => {
    for (const code of Object.values(ERROR_CODES)) expect(API_ERRORS[code], code).toBeDefined();
  });

  // Reads every source file: seconds on a machine busy with other work.
  it(
    'is the only place a refusal message is written: no file repeats one of its messages word for word',
    { timeout: 60_000 },
    () => {
      const messages = Object.values(API_ERRORS)
        .map(({ message }) => message)
        .filter((message) => !(message in SAME_WORDS_OTHER_TEXT));
      // Only a file that holds one of the messages somewhere is parsed.
      const files = sourceFiles().flatMap((file) => {
        const source = readFileSync(join(ROOT, file), 'utf8');
        return messages.some((message) => source.includes(message)) ? [{ file, texts: textsOf(file, source) }] : [];
      });
      const copies = Object.entries(API_ERRORS)
        .filter(([, { message }]) => messages.includes(message))
        .flatMap(([code, { message }]) => copiesOf(message, files).map((file) => `${code} in ${file}`));
      expect(copies).toEqual([]);
    },
  );

  it('finds a copy when there is one, and none in a comment', () => {
    const source = `// '${API_ERRORS.SKU_TAKEN.message}'\nthrow conflict('SKU_TAKEN', '${API_ERRORS.SKU_TAKEN.message}');`;
    const files = [
      { file: 'x.ts', texts: textsOf('x.ts', source) },
      { file: 'y.ts', texts: textsOf('y.ts', `// '${API_ERRORS.SKU_TAKEN.message}'`) },
    ];
    expect(copiesOf(API_ERRORS.SKU_TAKEN.message, files)).toEqual(['x.ts']);
  });

  it('answers a bare status (of the framework, of the auth library) with a code of that status', () => {
    for (const status of [400, 401, 403, 404, 405, 406, 413, 415, 422, 429, 500]) {
      expect(API_ERRORS[codeForStatus(status)].status, String(status)).toBe(status);
    }
    expect(codeForStatus(418)).toBe<ApiErrorCode>('BAD_REQUEST');
    expect(codeForStatus(502)).toBe<ApiErrorCode>('INTERNAL');
  });

  it("leaves the auth library's codes that the table also has to the table's message", () => {
    expect(Object.keys(AUTH_ERROR_MESSAGES).filter((code) => code in API_ERRORS)).toEqual([]);
  });
});
