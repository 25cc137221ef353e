// Writes .br and .gz beside every built JS, CSS, SVG and HTML file, so the
// server sends compressed assets without compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('../dist', import.meta.url).pathname;
const walk = (dir) =>
  readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)],
  );
let files = 0;
for (const file of walk(root).filter(
  (f) => /\.(js|css|svg|html|json)$/.test(f) && !f.includes('.vite') && !f.startsWith(join(root, 'server')),
)) {
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  files++;
}
process.stdout.write(`precomprimidos ${files} archivos\n`);
