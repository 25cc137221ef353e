/** Responsive image sizes: the server writes `{base}-{width}.webp` and `{base}-og.jpg`. */
export const IMAGE_KINDS = ['logo', 'banner', 'product'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export const IMAGE_SIZES: Record<ImageKind, { widths: readonly number[]; aspect: number }> = {
  logo: { widths: [96, 192, 512], aspect: 1 },
  banner: { widths: [640, 1280, 1920], aspect: 16 / 9 },
  product: { widths: [320, 640, 1024], aspect: 1 },
};

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 40_000_000;

export function imageUrl(base: string, width: number): string {
  return `${base}-${width}.webp`;
}

export function imageSrcSet(base: string, kind: ImageKind): string {
  return IMAGE_SIZES[kind].widths.map((w) => `${imageUrl(base, w)} ${w}w`).join(', ');
}

/** The largest size, for a single src. */
export function imageSrc(base: string, kind: ImageKind, maxWidth = Number.POSITIVE_INFINITY): string {
  const widths = IMAGE_SIZES[kind].widths.filter((w) => w <= maxWidth);
  return imageUrl(base, widths.at(-1) ?? IMAGE_SIZES[kind].widths[0] ?? 512);
}

/** A JPEG for link previews (WhatsApp reads OpenGraph images, JPEG is the safe format). */
export function ogImageUrl(base: string): string {
  return `${base}-og.jpg`;
}

/** The link-preview JPEG's size (`ogImageUrl`): a banner's is 1200×630, the others' square. */
export function ogImageSize(kind: ImageKind): { width: number; height: number } {
  return kind === 'banner' ? { width: 1200, height: 630 } : { width: 600, height: 600 };
}

/** The name the server gives each upload (a random UUID): nothing else may follow a store's picture folder. */
const UPLOAD_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Whether `url` is a picture the server stored in `folderUrl` (a store's own
 * folder): exactly the folder and an upload name. Anything else (`..`, its
 * percent-encoded forms, a query, another path) could make visitors' browsers
 * request some other address of ours when the page shows it.
 */
export function isStoreUpload(url: string, folderUrl: string): boolean {
  return url.startsWith(folderUrl) && UPLOAD_NAME.test(url.slice(folderUrl.length));
}
