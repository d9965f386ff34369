// Writes a brotli (.br) and a gzip (.gz) twin of every compressible file of a web build, at the highest
// quality, so the server sends them by content negotiation without compressing per request.
// Usage: node scripts/precompress.mjs [dir]   (default dist/web)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Not HTML: the server renders its documents from index.html and admin.html, compressing the result.
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|map)$/;
/** Below this the compressed twin saves nothing worth a second file. */
const MIN_BYTES = 1024;

// Folders whose name starts with a dot (.vite's manifest, .ssr's server entry) are never served.
function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const root = process.argv[2] ?? 'dist/web';
let count = 0;
for (const path of files(root)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const bytes = readFileSync(path);
  if (bytes.length < MIN_BYTES) continue;
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  );
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${root}`);
