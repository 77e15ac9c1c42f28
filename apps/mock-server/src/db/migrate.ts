import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { ROOT_DIR } from '../env.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { noFilters, openSchemaEngine, readMigrations } from './schema-engine.ts';

export const SCHEMA_PATH = path.join(ROOT_DIR, 'prisma/schema.prisma');
export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'prisma/migrations');

async function engineFor(factory: SqlMigrationAwareDriverAdapterFactory) {
  return openSchemaEngine(factory, { path: SCHEMA_PATH, content: await readFile(SCHEMA_PATH, 'utf8') });
}

/** Driver adapter failures that mean the database cannot be opened, as opposed to one without migrations yet. */
const UNREACHABLE = new Set([
  'DatabaseNotReachable',
  'DatabaseDoesNotExist',
  'DatabaseAccessDenied',
  'AuthenticationFailed',
  'TlsConnectionError',
]);

/**
 * True when every migration in prisma/migrations is recorded as applied: a restart then skips loading the schema
 * engine. A database without the migrations table, or with any migration missing or failed, is not up to date.
 */
export async function migrationsUpToDate(prisma: PrismaClient): Promise<boolean> {
  const names = (await readdir(MIGRATIONS_DIR, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  try {
    const rows = await prisma.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
    const applied = new Set(rows.map((r) => r.migration_name));
    return names.every((name) => applied.has(name));
  } catch (error) {
    // A database that cannot be opened at all is reported as it is, at once, rather than after loading the engine.
    const kind = (error as { meta?: { driverAdapterError?: { cause?: { kind?: string } } } }).meta?.driverAdapterError
      ?.cause?.kind;
    if (kind && UNREACHABLE.has(kind)) throw error;
    return false;
  }
}

/**
 * Applies pending migrations from prisma/migrations, recording them in _prisma_migrations like
 * `prisma migrate deploy`.
 */
export async function applyMigrations(factory: SqlMigrationAwareDriverAdapterFactory): Promise<string[]> {
  const engine = await engineFor(factory);
  try {
    const out = await engine.applyMigrations({
      migrationsList: await readMigrations(MIGRATIONS_DIR),
      filters: noFilters,
    });
    return out.appliedMigrationNames;
  } finally {
    engine.free();
  }
}

/**
 * SQL that takes a database built from the migrations to what schema.prisma describes; empty means no drift.
 * Runs the migrations on the factory's shadow database.
 */
export async function diffSchemaAgainstMigrations(factory: SqlMigrationAwareDriverAdapterFactory): Promise<string> {
  const content = await readFile(SCHEMA_PATH, 'utf8');
  const engine = await openSchemaEngine(factory, { path: SCHEMA_PATH, content });
  try {
    const migrations = await readMigrations(MIGRATIONS_DIR);
    const result = await engine.diff({
      from: migrations.migrationDirectories.length ? { tag: 'migrations', ...migrations } : { tag: 'empty' },
      to: { tag: 'schemaDatamodel', files: [{ path: SCHEMA_PATH, content }] },
      script: true,
      exitCode: true,
      filters: noFilters,
    });
    const sql = (result.stdout ?? '').trim();
    return sql.startsWith('-- This is an empty migration.') ? '' : sql;
  } finally {
    engine.free();
  }
}
