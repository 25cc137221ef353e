/** What a JSON body may not be, whatever route it goes to. */
export type JsonShapeProblem = 'too-deep' | 'repeated-key';

/** Deeper than any body of ours (a product with its variants and values is 4 levels). */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

interface Container {
  object: boolean;
  keys: Set<string> | null;
  expectKey: boolean;
}

/** Index of the quote that closes the string opened at `start` (or the text's length). */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i += 2;
    else if (c === QUOTE) return i;
    else i++;
  }
  return text.length;
}

function keyOf(raw: string): string {
  if (!raw.includes('\\')) return raw;
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return raw;
  }
}

/**
 * One linear pass over a JSON text, before anything parses it: nesting deeper
 * than `maxDepth` (a few hundred thousand levels kept the event loop busy and
 * then failed) and an object that names a key twice (parsers disagree on
 * which value wins) are refused. Malformed text is left for the parser to refuse.
 */
export function jsonShapeProblem(text: string, maxDepth = MAX_JSON_DEPTH): JsonShapeProblem | null {
  const stack: Container[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const end = stringEnd(text, i);
      const top = stack.at(-1);
      if (top?.object && top.expectKey) {
        const key = keyOf(text.slice(i + 1, end));
        top.keys ??= new Set();
        if (top.keys.has(key)) return 'repeated-key';
        top.keys.add(key);
        top.expectKey = false;
      }
      i = end;
    } else if (c === '{' || c === '[') {
      if (stack.length >= maxDepth) return 'too-deep';
      stack.push({ object: c === '{', keys: null, expectKey: c === '{' });
    } else if (c === '}' || c === ']') {
      stack.pop();
    } else if (c === ',') {
      const top = stack.at(-1);
      if (top?.object) top.expectKey = true;
    }
  }
  return null;
}
