import { fileURLToPath } from 'node:url';

/** The built web app the benchmarked server serves (`npm run build` makes it). */
export const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
