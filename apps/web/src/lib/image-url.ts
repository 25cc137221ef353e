import { type ImageKind, imageSrc, imageSrcSet } from '@vidriera/core';

/** `src`, `srcSet` and `sizes` for an uploaded image base URL (the server writes several WebP widths). */
export function responsiveImage(base: string, kind: ImageKind, sizes: string, maxWidth?: number) {
  return { src: imageSrc(base, kind, maxWidth), srcSet: imageSrcSet(base, kind), sizes };
}
