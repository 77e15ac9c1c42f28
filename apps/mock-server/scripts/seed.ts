/**
 * `pnpm seed`: empties the database (PGlite in DATA_DIR, or DATABASE_URL) and fills it with the demo data again.
 * Stop the server first when it uses the embedded database: PGlite allows one process at a time.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../src/db/database.ts';
import { applyMigrations } from '../src/db/migrate.ts';
import { loadEnv } from '../src/env.ts';
import { reseed } from '../src/seed/index.ts';

const env = loadEnv();
const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
const started = Date.now();
await applyMigrations(db.factory);
const uploadsDir = path.join(env.dataDir, 'uploads');
await rm(uploadsDir, { recursive: true, force: true });
await reseed(db.prisma, { uploadsDir });
await db.close();
const where = db.kind === 'postgres' ? 'PostgreSQL' : `embedded PGlite in ${env.dataDir}`;
console.log(`Seeded ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
