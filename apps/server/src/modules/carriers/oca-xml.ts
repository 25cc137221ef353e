/*
 * OCA e-Pak answers ASP.NET DataSets in XML: rows are `<Table>` elements of
 * flat fields; its branches are `<Centro>` elements with their services
 * nested (ADR 039). These read exactly that, no more; zod then checks
 * the rows (oca-client.ts).
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, (_, name: string) =>
    name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name] ?? ''),
  );

/** The inner XML of every `<tag>` element (not nested in itself). */
export function xmlBlocks(xml: string, tag: string): string[] {
  const element = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g');
  return [...xml.matchAll(element)].map((match) => match[1] ?? '');
}

/** The text fields of every `<tag>` element: `{ Precio: "1234.5", … }`, values trimmed (e-Pak pads some). */
export function xmlRows(xml: string, tag: string): Record<string, string>[] {
  return xmlBlocks(xml, tag).map((block) => {
    const row: Record<string, string> = {};
    for (const field of block.matchAll(/<([A-Za-z_][\w.-]*)(?:\s[^>]*)?>([^<]*)<\/\1>/g))
      row[field[1] as string] ??= decode((field[2] ?? '').trim());
    return row;
  });
}

/** The text of the first `<tag>`, if any. */
export function xmlText(xml: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*)</${tag}>`).exec(xml);
  return match ? decode((match[1] ?? '').trim()) : undefined;
}

export const xmlEscape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => `&${({ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' } as const)[c as '&']};`,
  );
