// The server as an operator starts it, in its own process: what a production start on an empty database creates, and
// how a start that cannot succeed as configured ends.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './db/database.ts';
import { DEMO_EMAIL, SEED_PASSWORD } from './seed/fixtures.ts';
import { failedStart, freePort, type SpawnedServer, startServerProcess } from './testing/spawn-server.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'production-start-secret-0123456789abcdef',
  PUBLIC_URL: 'https://vendors.kitchen.example',
};

/** An empty database of the kind this run tests on: a new PostgreSQL database, or an empty PGlite data directory. */
async function emptyDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const template = inject('testTemplate');
  if (template.kind !== 'postgres' || !template.serverUrl) return { env: {}, drop: async () => {} };
  const name = `vendor_empty_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(template.serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.href },
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

describe('a production start on an empty database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vendor-production-'));
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  let server: SpawnedServer;

  beforeAll(async () => {
    database = await emptyDatabase();
    server = await startServerProcess({
      ...PRODUCTION,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ...database.env,
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens with no known credentials: the demo password does not sign in', async () => {
    const res = await fetch(`${server.api}/vendor/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: SEED_PASSWORD }),
    });
    expect(res.status).toBe(401);
  });

  it('has every reference list and not one account, business or order', async () => {
    await server.stop();
    const db = await openDatabase({ databaseUrl: database.env.DATABASE_URL, dataDir });
    try {
      const count = async (table: string) =>
        Number((await db.prisma.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);
      for (const table of [
        'regions',
        'areas',
        'towns',
        'cuisines',
        'dietary_offerings',
        'meal_categories',
        'ingredients',
        'allergens',
      ])
        expect(await count(table), table).toBeGreaterThan(0);
      expect(await count('allergens')).toBe(14);
      for (const table of ['users', 'businesses', 'memberships', 'invites', 'orders', 'meals', 'media'])
        expect(await count(table), table).toBe(0);
    } finally {
      await db.close();
    }
  });
});

describe('a start that cannot succeed as configured', () => {
  const expectOneLine = (result: { code: number | null; stderr: string }, line: RegExp) => {
    expect(result.code).not.toBe(0);
    expect(result.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(line)]);
    expect(result.stderr).not.toMatch(/\bat .+:\d+:\d+/);
  };

  it('refuses SEED_DEMO=true in production, in one line', async () => {
    expectOneLine(
      await failedStart({ ...PRODUCTION, SEED_DEMO: 'true' }),
      /^Configuration error: SEED_DEMO=true is refused with NODE_ENV=production/,
    );
  });

  it('names a missing JWT_SECRET and a malformed setting, in one line each', async () => {
    expectOneLine(
      await failedStart({ NODE_ENV: 'production', PUBLIC_URL: PRODUCTION.PUBLIC_URL }),
      /^Configuration error: JWT_SECRET must be set/,
    );
    expectOneLine(await failedStart({ ...PRODUCTION, PORT: 'eighty' }), /^Configuration error: PORT must be a port/);
  });

  it('says which database it could not open, without its password', async () => {
    const result = await failedStart({
      ...PRODUCTION,
      DATABASE_URL: `postgresql://vendor:s3cret-pass@127.0.0.1:${await freePort()}/vendor`,
    });
    expectOneLine(result, /^Cannot open the database at DATABASE_URL \(127\.0\.0\.1:\d+\): /);
    expect(result.stderr).not.toContain('s3cret-pass');
    // The whole server is loaded (from TypeScript) before the database is opened: on a busy machine that takes a while.
  }, 120_000);
});
