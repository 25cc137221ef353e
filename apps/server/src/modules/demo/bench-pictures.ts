import { type BenchSeedOptions, type Database, seedBench } from '@vidriera/db';
import type { Kysely } from 'kysely';
import type { Storage } from '../../shared/storage';
import { storeImage } from '../storage/image-processing';
import { type GarmentShape, garmentPicture } from './demo-art';

const SHAPES: GarmentShape[] = ['tshirt', 'hoodie', 'jacket', 'pants', 'cap', 'bag', 'socks'];
const COLORS = ['#111827', '#1D4ED8', '#DC2626', '#15803D'];

/**
 * Product pictures for benchmark stores, through the same pipeline as an
 * upload (responsive WebP sizes and a link-preview JPEG): one per shape and
 * colour, shared by the seeded products in turn.
 */
export async function storeBenchPictures(storage: Storage): Promise<string[]> {
  const urls: string[] = [];
  for (const [i, shape] of SHAPES.entries()) {
    for (const color of [COLORS[i % COLORS.length], COLORS[(i + 1) % COLORS.length]]) {
      urls.push(await storeImage(storage, await garmentPicture(shape, color ?? '#111827'), 'product', 'bench'));
    }
  }
  return urls;
}

/** Benchmark stores whose products carry those pictures (for `seed:bench` and the benchmarks). */
export async function seedBenchWithPictures(
  db: Kysely<Database>,
  storage: Storage,
  options: Omit<BenchSeedOptions, 'images'>,
) {
  return seedBench(db, { ...options, images: await storeBenchPictures(storage) });
}
