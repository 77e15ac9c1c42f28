// Builds the web app and the server unless nothing that goes into them changed since the last build.
// A second `pnpm start` over the same sources goes straight to the server instead of rebuilding.
// The fingerprint covers every source file that feeds a build (contents, not times), the lockfile, and the VITE_*
// and NODE_ENV variables the web build reads; the build outputs must also still be there.
// Usage: node scripts/build-if-changed.mjs [--force]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What feeds the builds: folders are walked, files are read as they are. */
export const BUILD_INPUTS = [
  'apps/web',
  'apps/mock-server/src',
  'apps/mock-server/scripts',
  'apps/mock-server/package.json',
  'apps/mock-server/tsconfig.json',
  'packages',
  'openapi',
  'prisma',
  'package.json',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
];
/** Folders never read: dependencies, outputs and files generated from the inputs above. */
const SKIPPED = new Set(['node_modules', 'dist', 'dist-ssr', '.data', 'generated', 'coverage', 'test-results']);
/** The files that must exist for a build to count as done. */
export const BUILD_OUTPUTS = [
  'apps/web/dist/index.html',
  'apps/web/dist/storefront.html',
  'apps/web/dist/prerendered/index.html',
  'apps/web/dist-ssr/entry-server.js',
  'apps/mock-server/dist/server.js',
];
export const STAMP_FILE = 'node_modules/.cache/build-fingerprint.json';

function* files(root, relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  const entries = readdirSync(full, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIPPED.has(entry.name)) continue;
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) yield* files(root, child);
    else if (entry.isFile() && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.test.tsx')) yield child;
  }
}

/** A hash of everything a build reads under `root`, plus the environment the web build takes in. */
export function buildFingerprint(root = ROOT, env = process.env) {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) {
    const full = path.join(root, input);
    if (!existsSync(full)) continue;
    const list = statSync(full).isDirectory() ? [...files(root, input)] : [input];
    for (const file of list) {
      hash.update(`${file}\0`);
      hash.update(readFileSync(path.join(root, file)));
      hash.update('\0');
    }
  }
  const variables = Object.keys(env)
    .filter((name) => name.startsWith('VITE_') || name === 'NODE_ENV')
    .sort();
  for (const name of variables) hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex');
}

/** Whether the last build's fingerprint matches `fingerprint` and its outputs are still in place. */
export function upToDate(root, fingerprint) {
  if (!BUILD_OUTPUTS.every((output) => existsSync(path.join(root, output)))) return false;
  try {
    return JSON.parse(readFileSync(path.join(root, STAMP_FILE), 'utf8')).fingerprint === fingerprint;
  } catch {
    return false;
  }
}

export function recordBuild(root, fingerprint) {
  mkdirSync(path.dirname(path.join(root, STAMP_FILE)), { recursive: true });
  writeFileSync(path.join(root, STAMP_FILE), `${JSON.stringify({ fingerprint }, null, 2)}\n`);
}

function main() {
  const force = process.argv.includes('--force');
  const before = buildFingerprint();
  if (!force && upToDate(ROOT, before)) {
    console.log('Build is up to date (no source changed since the last build): starting the server.');
    return;
  }
  const result = spawnSync('pnpm', ['build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // Recorded as the sources were when the build began: an edit made during the build triggers the next one.
  recordBuild(ROOT, before);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
