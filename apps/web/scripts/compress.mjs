#!/usr/bin/env node
// Compresses the built web app once, at build time: next to every text asset of dist/ it writes a .br (brotli, best
// quality) and a .gz (gzip -9) copy, which the server sends as they are to clients that accept them. A copy that
// would not be smaller than the file is not written.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map', '.ico']);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else yield file;
  }
}

let raw = 0;
let br = 0;
let gz = 0;
for (const file of files(dist)) {
  if (!TEXT.has(extname(file)) || file.includes(`${join('dist', '.vite')}`)) continue;
  const body = readFileSync(file);
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gzip = gzipSync(body, { level: 9 });
  raw += body.length;
  if (brotli.length < body.length) {
    writeFileSync(`${file}.br`, brotli);
    br += brotli.length;
  }
  if (gzip.length < body.length) {
    writeFileSync(`${file}.gz`, gzip);
    gz += gzip.length;
  }
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`compressed ${relative(process.cwd(), dist)}: ${kb(raw)} raw, ${kb(br)} brotli, ${kb(gz)} gzip`);
