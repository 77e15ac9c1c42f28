// Builds the server for production: src/ compiled and bundled to dist/server.js (dependencies stay in node_modules,
// so `node dist/server.js` runs it without tsx), and dist/pglite-template.tar.gz, an embedded database with every
// migration applied, which a first start on an empty data directory unpacks instead of running initdb and the
// migrations again.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { build, type Plugin } from 'esbuild';
import { PglitePrisma } from '../src/db/pglite-adapter.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { ROOT_DIR } from '../src/env.ts';
import { configurePglite, PGLITE_TEMPLATE_PATH } from '../src/db/database.ts';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-extensions.ts';

const dist = path.join(ROOT_DIR, 'apps/mock-server/dist');

/**
 * Workspace packages shipped as TypeScript source (@vendor/csv) are compiled into server.js: Node runs no TypeScript
 * from node_modules, and the production install then needs no workspace package for them.
 */
const bundleTypeScriptPackages: Plugin = {
  name: 'bundle-typescript-workspace-packages',
  setup(build) {
    build.onResolve({ filter: /^@vendor\/csv$/ }, ({ path: name }) => ({
      path: fileURLToPath(import.meta.resolve(name)),
    }));
  },
};
const started = performance.now();
rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(ROOT_DIR, 'apps/mock-server/src/server.ts')],
  outfile: path.join(dist, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  plugins: [bundleTypeScriptPackages],
  sourcemap: 'linked',
  logLevel: 'warning',
});

const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
await pglite.waitReady;
await applyMigrations(new PglitePrisma(pglite));
await configurePglite(pglite);
const dump = await pglite.dumpDataDir('gzip');
await pglite.close();
writeFileSync(PGLITE_TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
console.log(
  `server built in ${((performance.now() - started) / 1000).toFixed(1)} s: dist/server.js, ${path.basename(PGLITE_TEMPLATE_PATH)}`,
);
