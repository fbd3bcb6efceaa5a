// Part of `npm run build`: writes a brotli (.br) and a gzip (.gz) copy beside each text file of the browser build, so
// that the server sends them to browsers that accept them (@fastify/static's preCompressed) without compressing
// anything per request. Fonts and images are compressed already and are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = new URL('../dist/', import.meta.url).pathname;
const TEXT = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1_024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let written = 0;
for (const path of files(DIST)) {
  if (!TEXT.has(extname(path))) continue;
  const content = readFileSync(path);
  if (content.length < MIN_BYTES) continue;
  writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  written += 1;
}
console.log(`compress-build: brotli and gzip copies of ${written} files in dist/`);
