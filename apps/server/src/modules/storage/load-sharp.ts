import type SharpModule from 'sharp';

/**
 * sharp, loaded on the first picture rather than at start: libvips adds
 * ~27 MB to the resident memory of a server that may serve pages for hours
 * without touching a picture (bench/README.md, "Server memory").
 */
let loading: Promise<typeof SharpModule> | undefined;

export function loadSharp(): Promise<typeof SharpModule> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
