/*
 * Product descriptions (docs/product/catalogue.md, "Descripciones"): plain
 * text, as descriptions were first written, or HTML of a few tags, which the
 * server sanitises when it saves and again when it shows it
 * (apps/server/src/shared/rich-text.ts). These helpers need no DOM, so the
 * forms and the server share them.
 */

/** The tags a description keeps; everything else is removed, its text kept. */
export const DESCRIPTION_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a'] as const;

/** Whether a stored description is HTML (it has a tag) rather than plain text. */
export const isHtmlDescription = (text: string) => /<\/?[a-z][a-z0-9]*[\s/>]/i.test(text) || /<br>/i.test(text);

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Plain text as HTML that reads the same: blank lines part paragraphs, other line breaks stay. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * A description as plain text (lists, cards, search snippets): paragraphs and
 * list items on their own lines, tags gone, the common entities read. For text
 * that is then escaped (React, XML, JSON); the feed and the structured data
 * use the server's fuller reading.
 */
export function descriptionPlainText(text: string): string {
  if (!isHtmlDescription(text)) return text;
  return text
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<\/(p|ul|ol|div|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
