/** The <head> tags of a page's first HTML response: what WhatsApp and search engines read. */
export interface PageHead {
  title: string;
  description?: string | undefined;
  image?: string | undefined;
  url?: string | undefined;
  type?: 'website' | 'product' | undefined;
  siteName?: string | undefined;
  noindex?: boolean | undefined;
  /** Extra name→content meta tags (app configuration the client reads without a request). */
  meta?: Record<string, string> | undefined;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;

export function renderHeadTags(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) tags.push(meta('name', 'description', head.description));
  tags.push(meta('property', 'og:title', head.title), meta('property', 'og:type', head.type ?? 'website'));
  if (head.siteName) tags.push(meta('property', 'og:site_name', head.siteName));
  if (head.description) tags.push(meta('property', 'og:description', head.description));
  if (head.url) tags.push(meta('property', 'og:url', head.url), `<link rel="canonical" href="${escapeHtml(head.url)}">`);
  if (head.image) tags.push(meta('property', 'og:image', head.image));
  tags.push(meta('property', 'og:locale', 'es_AR'));
  tags.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'));
  tags.push(meta('name', 'twitter:title', head.title));
  if (head.description) tags.push(meta('name', 'twitter:description', head.description));
  if (head.image) tags.push(meta('name', 'twitter:image', head.image));
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  for (const [name, content] of Object.entries(head.meta ?? {})) tags.push(meta('name', name, content));
  return tags.join('\n    ');
}

/** Puts the tags into the built index.html, replacing its default title. */
export function injectHead(shell: string, head: PageHead): string {
  const withoutTitle = shell.replace(/<title>[^<]*<\/title>/, '');
  const tags = renderHeadTags(head);
  return withoutTitle.includes('<!--app-head-->')
    ? withoutTitle.replace('<!--app-head-->', tags)
    : withoutTitle.replace('</head>', `${tags}\n</head>`);
}
