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
