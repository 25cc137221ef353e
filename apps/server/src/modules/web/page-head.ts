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
  /** What the page will ask for first, fetched while the app's code downloads. */
  preload?: PagePreload | undefined;
}

export interface PagePreload {
  /** Screens' source modules (keys of the build manifest); their chunks are preloaded. */
  modules: string[];
  /** Same-origin API addresses the screen requests on load. */
  fetches: string[];
  /** The largest picture at the top of the screen, exactly as its <img> asks for it. */
  image?: { href: string; srcset: string; sizes: string } | undefined;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;

/** The chunk files of some source modules, with what they import (from the build manifest). */
export type ModuleFiles = (modules: string[]) => string[];

function preloadTags(preload: PagePreload, moduleFiles: ModuleFiles): string[] {
  const tags: string[] = [];
  const { image } = preload;
  if (image) {
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(image.href)}" imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes)}" fetchpriority="high">`,
    );
  }
  // crossorigin="anonymous" makes the preload a same-origin-credentials CORS request, as the app's fetch() is.
  for (const url of preload.fetches) tags.push(`<link rel="preload" as="fetch" href="${escapeHtml(url)}" crossorigin="anonymous">`);
  for (const file of moduleFiles(preload.modules)) tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`);
  return tags;
}

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

/**
 * Puts the tags into the built index.html, replacing its default title. The
 * preloads go last in <head>, after the app's entry script and stylesheet,
 * so the browser asks for those first.
 */
export function injectHead(shell: string, head: PageHead, moduleFiles: ModuleFiles = () => []): string {
  const withoutTitle = shell.replace(/<title>[^<]*<\/title>/, '');
  const tags = renderHeadTags(head);
  const withTags = withoutTitle.includes('<!--app-head-->')
    ? withoutTitle.replace('<!--app-head-->', tags)
    : withoutTitle.replace('</head>', `${tags}\n</head>`);
  if (!head.preload) return withTags;
  return withTags.replace('</head>', `  ${preloadTags(head.preload, moduleFiles).join('\n    ')}\n  </head>`);
}
