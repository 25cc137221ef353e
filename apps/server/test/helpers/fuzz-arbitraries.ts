import fc from 'fast-check';

/* The generated requests of fuzz-requests.test.ts: nasty text, huge numbers, raw and nested JSON, bad paths. */

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '../../etc/passwd',
    '%00',
    '\u0000',
    "'; drop table stores; --",
    '<script>alert(1)</script>',
    '00000000-0000-0000-0000-000000000000',
    'ñandú🛍️',
    'a'.repeat(5000),
  ),
  fc.constantFrom(
    'Rocío\u0000Pérez',
    '\u0000',
    'a\uD800b',
    '\uDFFF',
    'x\uD83D',
    '\uD83D\uDE00\uD83D',
    'línea\nnueva\r\n*Total*',
    '\u202Eabc',
    '%ED%A0%80',
    '%C0%80',
  ),
  fc.uuid(),
);
const hugeNumber = fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -(2 ** 63), 1e21, 4294967296, Number.MIN_VALUE, -0);
const FIELDS = [
  'name',
  'items',
  'variants',
  'priceCents',
  'stock',
  'email',
  'password',
  'status',
  'isActive',
  'values',
  'quantity',
  'variantId',
  'customerName',
  'customerPhone',
  'code',
  'phone',
  'maxUnitsPerProduct',
  'orderOrigins',
];
/** JSON text no serializer writes: deep nesting, repeated keys, numbers past float range, escaped NUL and lone surrogates. */
const rawJson = fc.oneof(
  fc.integer({ min: 20, max: 200_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.integer({ min: 20, max: 50_000 }).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
  fc
    .tuple(fc.constantFrom(...FIELDS), fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }))
    .map(([k, a, b]) => `{${JSON.stringify(k)}:${JSON.stringify(a)},${JSON.stringify(k)}:${JSON.stringify(b)}}`),
  fc
    .tuple(
      fc.constantFrom(...FIELDS),
      fc.constantFrom(
        '1e400',
        '-1e400',
        '123456789012345678901234567890',
        '1e-400',
        '0.0000000000000000000001',
        '9007199254740993',
      ),
    )
    .map(
      ([k, n]) =>
        `{${JSON.stringify(k)}:${n},"items":[{"variantId":"00000000-0000-4000-8000-000000000000","quantity":${n}}]}`,
    ),
  fc
    .tuple(fc.constantFrom(...FIELDS), fc.constantFrom('\\u0000', 'a\\ud800', '\\udfff', 'x\\u0000y'))
    .map(
      ([k, v]) =>
        `{${JSON.stringify(k)}:"${v}","customerName":"${v}","customerPhone":"1144445555","items":[{"variantId":"00000000-0000-4000-8000-000000000000","quantity":1}]}`,
    ),
);
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nasty,
    fc.integer(),
    fc.double(),
    hugeNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(nasty, fc.constantFrom(...FIELDS)), tie('value'), { maxKeys: 6 }),
  ),
})).value;

/** Text in a path as a careless client sends it: a lone surrogate has no UTF-8 form, so it goes as its CESU-8 bytes. */
export function pathText(text: string): string {
  return Array.from(text, (c) => {
    const unit = c.charCodeAt(0);
    if (c.length === 1 && unit >= 0xd800 && unit <= 0xdfff)
      return `%ED%${(0xa0 | ((unit >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 | (unit & 0x3f)).toString(16).toUpperCase()}`;
    return encodeURIComponent(c);
  }).join('');
}

export const requestArb = (routeCount: number) =>
  fc.record({
    route: fc.nat({ max: routeCount - 1 }),
    caller: fc.nat({ max: 2 }),
    param: fc.oneof(nasty, fc.constantFrom(...['placeholder'])),
    useRealId: fc.boolean(),
    realId: fc.nat({ max: 6 }),
    query: fc.dictionary(fc.constantFrom('page', 'category', 'q', 'status', 'ids', 'name', 'token', 'x'), nasty, {
      maxKeys: 3,
    }),
    body: fc.oneof(jsonValue, fc.constant(undefined)),
    rawBody: fc.option(
      fc.oneof(fc.constantFrom('{', '{"a":', 'null', '[1,2', '\u0000'), fc.string({ maxLength: 200 }), rawJson),
      { nil: undefined },
    ),
  });
