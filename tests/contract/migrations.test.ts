import { readdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PglitePrisma } from '../../apps/mock-server/src/db/pglite-adapter.ts';
import { describe, expect, it } from 'vitest';
import { applyMigrations, diffSchemaAgainstMigrations, MIGRATIONS_DIR } from '../../apps/mock-server/src/db/migrate.ts';
import { PGLITE_EXTENSIONS } from '../../apps/mock-server/src/db/pglite-extensions.ts';

const migrationNames = readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

describe('prisma/migrations', () => {
  it('describe exactly prisma/schema.prisma (no drift: run `pnpm db:migrate <name>` after a schema change)', async () => {
    const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
    try {
      expect(await diffSchemaAgainstMigrations(new PglitePrisma(pglite))).toBe('');
    } finally {
      await pglite.close();
    }
  });

  it('apply to an empty embedded database once, recorded like `prisma migrate deploy`', async () => {
    const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
    try {
      const factory = new PglitePrisma(pglite);
      expect(await applyMigrations(factory)).toEqual(migrationNames);
      expect(await applyMigrations(factory)).toEqual([]);
      const { rows } = await pglite.query<{ migration_name: string; finished_at: Date | null }>(
        'select migration_name, finished_at from _prisma_migrations order by migration_name',
      );
      expect(rows.map((r) => r.migration_name)).toEqual(migrationNames);
      expect(rows.every((r) => r.finished_at !== null)).toBe(true);
    } finally {
      await pglite.close();
    }
  });

  // Defined only for the PostgreSQL pass of the suite (TEST_DATABASE_URL), which CI always runs.
  if (process.env.TEST_DATABASE_URL)
    it('apply to an empty PostgreSQL database', async () => {
      const serverUrl = process.env.TEST_DATABASE_URL as string;
      const name = `vendor_migrate_${process.pid}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const factory = new PrismaPg({ connectionString: url.href });
        expect(await applyMigrations(factory)).toEqual(migrationNames);
        expect(await applyMigrations(factory)).toEqual([]);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    });
});
