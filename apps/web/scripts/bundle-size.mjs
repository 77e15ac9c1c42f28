#!/usr/bin/env node
// Prints the gzipped size of the JavaScript the browser loads for / (the dashboard's entry chunk and
// everything it imports statically), lists the lazily loaded route chunks, and prints the storefront's entry
// (storefront.html: the customers' pages at /k/{handle}, its own entry) the same way.
// Usage: pnpm exec vite build && node scripts/bundle-size.mjs [--max-kb 150]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const maxArg = process.argv.indexOf('--max-kb');
const maxKb = maxArg === -1 ? 150 : Number(process.argv[maxArg + 1]);

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error('dist/.vite/manifest.json not found: run `pnpm exec vite build` first.');
  process.exit(1);
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const rawKb = (file) => readFileSync(join(dist, file)).length / 1024;
const fmt = (kb) => `${kb.toFixed(2).padStart(8)} KB`;

const entryKey = manifest['index.html']?.isEntry
  ? 'index.html'
  : Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('No entry chunk in the manifest.');
  process.exit(1);
}

/** The files an entry loads up front: itself and its static imports (dynamic imports are fetched later). */
const staticFiles = (key, files = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticFiles(dep, files);
  return files;
};
const initial = staticFiles(entryKey);

console.log('Initial JavaScript for / (entry + static imports):');
let total = 0;
let totalRaw = 0;
for (const file of initial) {
  const kb = gzipKb(file);
  total += kb;
  totalRaw += rawKb(file);
  console.log(`  ${fmt(kb)} gz  ${file}`);
}
console.log(`  ${fmt(total)} gz  total (${totalRaw.toFixed(1)} KB raw), budget ${maxKb} KB`);

const routeChunks = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && key.includes('src/app/routes/'))
  .map(([key, chunk]) => ({ route: key.replace(/^.*src\/app\/routes\//, ''), file: chunk.file }))
  .sort((a, b) => a.route.localeCompare(b.route));

console.log('\nLazy route chunks (loaded on navigation):');
for (const { route, file } of routeChunks) {
  const separate = initial.has(file) ? '  (IN INITIAL BUNDLE!)' : '';
  console.log(`  ${fmt(gzipKb(file))} gz  ${route.padEnd(44)} ${file}${separate}`);
}
const dashboardChunks = routeChunks.filter(({ route }) => route.startsWith('dashboard/'));
console.log(
  `\n${dashboardChunks.length} dashboard route chunks, all separate from the entry: ${dashboardChunks.every(({ file }) => !initial.has(file))}`,
);

const storefront = manifest['storefront.html'];
if (storefront?.isEntry) {
  console.log('\nInitial JavaScript for the storefront (storefront.html: /k/{handle}, its own entry):');
  let storefrontTotal = 0;
  for (const file of staticFiles('storefront.html')) {
    const kb = gzipKb(file);
    storefrontTotal += kb;
    console.log(`  ${fmt(kb)} gz  ${file}`);
  }
  const dashboardOnly = [...initial].filter((file) => !staticFiles('storefront.html').has(file));
  console.log(`  ${fmt(storefrontTotal)} gz  total; none of the dashboard's own ${dashboardOnly.length} files`);
}

if (total > maxKb) {
  console.error(`\nInitial JS ${total.toFixed(2)} KB exceeds the ${maxKb} KB budget.`);
  process.exit(1);
}
