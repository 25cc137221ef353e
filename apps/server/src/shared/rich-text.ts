import { DESCRIPTION_TAGS, descriptionPlainText, isHtmlDescription, plainTextToHtml } from '@vidriera/core';
import { convert } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';

/*
 * Product descriptions as safe rich text (docs/product/catalogue.md,
 * "Descripciones"; ADR 026): a few tags, no attributes but a link's http(s)
 * address, which opens with rel="nofollow noopener". Run when a description is
 * saved (the product forms, an import) and again when a page shows it, so a
 * row written any other way is never shown as it is.
 */

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...DESCRIPTION_TAGS],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Blocks the shops' editors write become paragraphs, headings bold paragraphs.
  transformTags: {
    // A link to anything but an http(s) address loses its address (a bare <a> is text).
    a: (_, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? '';
      return { tagName: 'a', attribs: /^https?:\/\//i.test(href) ? { href, rel: 'nofollow noopener' } : {} };
    },
    div: 'p',
    h1: 'p',
    h2: 'p',
    h3: 'p',
    h4: 'p',
    h5: 'p',
    h6: 'p',
    tr: 'p',
  },
};

/**
 * A description as it is stored: plain text stays as it was written (its line
 * breaks are its paragraphs); HTML keeps only the allowed tags. HTML that
 * keeps no tag at all is wrapped in a paragraph, so it is never read back as
 * plain text with its entities showing.
 */
export function sanitizeDescription(text: string): string {
  if (!isHtmlDescription(text)) return text;
  const clean = sanitizeHtml(text, OPTIONS).trim();
  if (!clean) return '';
  return isHtmlDescription(clean) ? clean : `<p>${clean}</p>`;
}

/** The description as HTML for a product page: sanitised again, or plain text as paragraphs and line breaks. */
export function descriptionHtml(stored: string): string {
  return isHtmlDescription(stored) ? sanitizeHtml(stored, OPTIONS) : plainTextToHtml(stored);
}

/** The description as plain text for the feed and structured data: paragraphs and list items on their own lines. */
export function descriptionText(stored: string): string {
  if (!isHtmlDescription(stored)) return stored;
  return convert(stored, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
      { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
    ],
  }).trim();
}

/** Short plain text (cards, lists): the shared reading, no parser needed. */
export const descriptionSnippet = descriptionPlainText;
