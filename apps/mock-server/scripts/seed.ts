/**
 * `pnpm seed`: empties the database (PGlite in DATA_DIR, or DATABASE_URL) and fills it with the demo data again;
 * refused in production.
 * Stop the server first when it uses the embedded database: PGlite allows one process at a time.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../src/db/database.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { loadEnv } from '../src/env.ts';
import { reseed } from '../src/seed/index.ts';

const env = loadEnv();
if (env.nodeEnv === 'production') {
  // It empties the database first, and the demo accounts it adds sign in with a published password.
  process.stderr.write('Configuration error: pnpm seed is refused with NODE_ENV=production\n');
  process.exit(1);
}
const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
const started = Date.now();
await applyMigrations(db.factory);
const uploadsDir = path.join(env.dataDir, 'uploads');
await rm(uploadsDir, { recursive: true, force: true });
await reseed(db.prisma, { uploadsDir });
await db.close();
const where = db.kind === 'postgres' ? 'PostgreSQL' : `embedded PGlite in ${env.dataDir}`;
console.log(`Seeded ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
