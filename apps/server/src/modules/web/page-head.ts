/** The <head> tags of a page's first HTML response: what WhatsApp and search engines read. */
export interface PageHead {
  title: string;
  description?: string | undefined;
  image?: PageImage | undefined;
  url?: string | undefined;
  type?: 'website' | 'product' | undefined;
  siteName?: string | undefined;
  noindex?: boolean | undefined;
  /** Extra name→content meta tags (app configuration the client reads without a request). */
  meta?: Record<string, string> | undefined;
  /** What the page paints largest, fetched before anything else it needs. */
  preload?: PagePreload | undefined;
  /** Structured data (schema.org) for search engines: a data block, never run, so the CSP's script rules do not apply. */
  jsonLd?: Record<string, unknown> | undefined;
  /** The store's product feed, linked for readers that look for one. */
  feed?: { url: string; title: string } | undefined;
}

/** The picture a link preview shows: its address, its size in pixels and what it shows. */
export interface PageImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface PagePreload {
  /** The largest picture at the top of the screen, exactly as its <img> asks for it. */
  image?: { href: string; srcset: string; sizes: string } | undefined;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/**
 * JSON inside <script>: the HTML parser ends the block at the first
 * `</script` whatever the JSON means, so `<`, `>` and `&` travel as JSON's
 * own \u escapes (the same text to a JSON reader), as do the two line
 * separators old JavaScript parsers choke on.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const meta = (attr: 'name' | 'property', key: string, value: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;

function preloadTags({ image }: PagePreload): string[] {
  if (!image) return [];
  return [
    `<link rel="preload" as="image" href="${escapeHtml(image.href)}" imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high">`,
  ];
}

export function renderHeadTags(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) tags.push(meta('name', 'description', head.description));
  tags.push(meta('property', 'og:title', head.title), meta('property', 'og:type', head.type ?? 'website'));
  if (head.siteName) tags.push(meta('property', 'og:site_name', head.siteName));
  if (head.description) tags.push(meta('property', 'og:description', head.description));
  if (head.url)
    tags.push(meta('property', 'og:url', head.url), `<link rel="canonical" href="${escapeHtml(head.url)}">`);
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
    );
    tags.push(meta('property', 'og:image:alt', head.image.alt));
  }
  tags.push(meta('property', 'og:locale', 'es_AR'));
  tags.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'));
  tags.push(meta('name', 'twitter:title', head.title));
  if (head.description) tags.push(meta('name', 'twitter:description', head.description));
  if (head.image)
    tags.push(meta('name', 'twitter:image', head.image.url), meta('name', 'twitter:image:alt', head.image.alt));
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  for (const [name, content] of Object.entries(head.meta ?? {})) tags.push(meta('name', name, content));
  if (head.feed)
    tags.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(head.feed.title)}" href="${escapeHtml(head.feed.url)}">`,
    );
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/**
 * Puts the tags into a built page shell (index.html, store.html) in place of
 * its default title. The picture preload goes last in <head>, after the
 * shell's stylesheet and script, so the browser asks for those first.
 */
export function injectHead(shell: string, head: PageHead): string {
  const withoutTitle = shell.replace(/<title>[^<]*<\/title>/, '');
  const tags = renderHeadTags(head);
  const withTags = withoutTitle.includes('<!--app-head-->')
    ? withoutTitle.replace('<!--app-head-->', tags)
    : withoutTitle.replace('</head>', `${tags}\n</head>`);
  const preloads = head.preload ? preloadTags(head.preload) : [];
  return preloads.length ? withTags.replace('</head>', `  ${preloads.join('\n    ')}\n  </head>`) : withTags;
}
