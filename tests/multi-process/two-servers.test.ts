// Two server processes, started as the app is started (src/server.ts), on different ports and one PostgreSQL
// database, behave as one service: what one writes the other reads, a sign-out on one ends the session on the other,
// rate limits count across both, and the database's invariants hold under writes racing through both.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_BUSINESS_ID, DEMO_EMAIL, SEED_PASSWORD } from '../../apps/mock-server/src/seed/fixtures.ts';
import { copyPostgresTemplate } from '../../apps/mock-server/src/testing/database.ts';
import { openEventStream } from '../../apps/mock-server/src/testing/event-stream.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SECRET = 'multi-process-secret-0123456789abcdef';

interface Server {
  base: string;
  child: ChildProcess;
  output: string[];
}

let database: Awaited<ReturnType<typeof copyPostgresTemplate>>;
let dataDir: string;
const servers: Server[] = [];

async function start(databaseUrl: string): Promise<Server> {
  // Port 0 is not an option: each process must be reachable on a port we know, so ask the OS for a free one first.
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/mock-server/src/server.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const server = { base: `http://127.0.0.1:${port}/api/v1`, child, output };
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
    const ok = await fetch(`${server.base}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on port ${port} never became healthy: ${output.join('')}`);
}

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function call(server: Server, method: string, route: string, body?: unknown, token?: string) {
  const res = await fetch(`${server.base}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

const signIn = async (server: Server, email = DEMO_EMAIL) => {
  const res = await call(server, 'POST', '/vendor/auth/login', { email, password: SEED_PASSWORD });
  expect(res.status).toBe(200);
  return res.body.data as { accessToken: string; refreshToken: string };
};

/** Towns of the seed that no zone of the demo business holds yet. */
async function freeTowns(count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `SELECT t.id FROM towns t WHERE NOT EXISTS
         (SELECT 1 FROM delivery_zone_towns z WHERE z.town_id = t.id AND z.business_id = $1)
       ORDER BY t.id LIMIT $2`,
      [DEMO_BUSINESS_ID, count],
    );
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  const template = inject('testTemplate');
  if (template.kind !== 'postgres') {
    throw new Error('The multi-process test needs PostgreSQL: set TEST_DATABASE_URL (scripts/test-all.sh does)');
  }
  database = await copyPostgresTemplate(template);
  dataDir = mkdtempSync(path.join(tmpdir(), 'vendor-mp-'));
  servers.push(...(await Promise.all([start(database.url), start(database.url)])));
}, 180_000);

afterAll(async () => {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          if (server.child.exitCode !== null) return resolve();
          server.child.once('exit', () => resolve());
          server.child.kill('SIGTERM');
        }),
    ),
  );
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('two server processes on one database', () => {
  it('a zone created through one is listed by the other', async () => {
    const [a, b] = servers as [Server, Server];
    const { accessToken } = await signIn(a);
    const townIds = await freeTowns(1);
    const created = await call(
      a,
      'POST',
      '/vendor/delivery-zones',
      { label: 'Across', fee: 3.5, townIds },
      accessToken,
    );
    expect(created.status).toBe(201);
    const listed = await call(b, 'GET', '/vendor/delivery-zones', undefined, accessToken);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((zone: { id: string }) => zone.id)).toContain(created.body.data.id);
  });

  it('a sign-out through one is refused by the other on the next request', async () => {
    const [a, b] = servers as [Server, Server];
    const session = await signIn(a);
    // Both have the session in their cache.
    for (const server of [a, b, b]) {
      expect((await call(server, 'GET', '/vendor/me', undefined, session.accessToken)).status).toBe(200);
    }
    expect((await call(a, 'POST', '/auth/logout', { refreshToken: session.refreshToken })).status).toBe(200);
    expect((await call(b, 'GET', '/vendor/me', undefined, session.accessToken)).status).toBe(401);
    expect((await call(a, 'GET', '/vendor/me', undefined, session.accessToken)).status).toBe(401);
  });

  it('a sign-out answers only once every other process has heard it, however slow that process is', async () => {
    const [a] = servers as [Server, Server];
    const session = await signIn(a);
    // A third process that takes its time: it listens as the servers do and answers the marker only when told.
    const slow = new pg.Client({ connectionString: database.url, application_name: 'homechef-notifications' });
    await slow.connect();
    try {
      const order: string[] = [];
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      slow.on('notification', (message) => {
        if (message.channel !== 'notifications_sync_all') return;
        void released.then(async () => {
          order.push('slow process answered');
          // A marker of a later request may come while this connection is being closed: nothing to answer then.
          await slow.query('SELECT pg_notify($1, $2)', ['notifications_ack', message.payload]).catch(() => {});
        });
        setTimeout(release, 300);
      });
      await slow.query('LISTEN notifications_sync_all');
      const res = await call(a, 'POST', '/auth/logout', { refreshToken: session.refreshToken });
      order.push('sign-out answered');
      expect(res.status).toBe(200);
      expect(order).toEqual(['slow process answered', 'sign-out answered']);
    } finally {
      slow.removeAllListeners('notification');
      await slow.end();
    }
  });

  it('signing out the other sessions through one ends them on the other', async () => {
    const [a, b] = servers as [Server, Server];
    const mine = await signIn(a);
    const other = await signIn(b);
    expect((await call(b, 'GET', '/vendor/me', undefined, other.accessToken)).status).toBe(200);
    const res = await call(a, 'POST', '/vendor/auth/sessions/revoke-others', undefined, mine.accessToken);
    expect(res.status).toBe(200);
    expect((await call(b, 'GET', '/vendor/me', undefined, other.accessToken)).status).toBe(401);
    expect((await call(b, 'GET', '/vendor/me', undefined, mine.accessToken)).status).toBe(200);
  });

  it('completedOnboarding follows a change to the business made by anyone, on both', async () => {
    const [a, b] = servers as [Server, Server];
    const { accessToken } = await signIn(a);
    const completed = async (server: Server) =>
      (await call(server, 'GET', '/vendor/me', undefined, accessToken)).body.data.completedOnboarding;
    // Both answer from their cache now.
    for (const server of [a, b, a, b]) expect(await completed(server)).toBe(true);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const saved = (value: boolean) =>
      client.query('UPDATE businesses SET preferences_saved = $1 WHERE id = $2', [value, DEMO_BUSINESS_ID]);
    try {
      await saved(false);
      for (const server of [a, b]) await expect.poll(() => completed(server)).toBe(false);
    } finally {
      await saved(true);
      await client.end();
    }
    for (const server of [a, b]) await expect.poll(() => completed(server)).toBe(true);
  });

  it('the orders and meals pages each process keeps show a change made through the other on the next read', async () => {
    const [a, b] = servers as [Server, Server];
    const { accessToken } = await signIn(a);
    const read = async (server: Server, route: string) =>
      (await call(server, 'GET', route, undefined, accessToken)).body;
    const orders = '/vendor/business/orders?status=pending&pageSize=50';
    const meals = '/vendor/business/meals?pageSize=50';
    // Both have built and kept both pages.
    for (const server of [a, b, a, b]) {
      await read(server, orders);
      await read(server, meals);
    }
    const pending = (await read(b, orders)).data[0] as { id: string; reference: string };
    const moved = await call(
      a,
      'PATCH',
      `/vendor/business/orders/${pending.id}/status`,
      { status: 'accepted' },
      accessToken,
    );
    expect(moved.status).toBe(200);
    const meal = (await read(b, meals)).data[0] as { id: string; name: string };
    const renamed = await call(
      a,
      'PATCH',
      `/vendor/business/meals/${meal.id}`,
      { name: `${meal.name} (new)` },
      accessToken,
    );
    expect(renamed.status).toBe(200);
    // No waiting: the next read through the other process already has both changes.
    const ids = (await read(b, orders)).data.map((order: { id: string }) => order.id);
    expect(ids).not.toContain(pending.id);
    const names = (await read(b, meals)).data.map((m: { name: string }) => m.name);
    expect(names).toContain(`${meal.name} (new)`);
    expect(names).not.toContain(meal.name);
  });

  it('the per-account password limit counts attempts through both', async () => {
    const [a, b] = servers as [Server, Server];
    const email = 'manager@kitchen.test';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await call(server, 'POST', '/vendor/auth/login', { email, password: `wrong-${i}-x` })).status);
    }
    // Ten wrong guesses in all, five through each process, then both refuse.
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    const limited = await call(a, 'POST', '/vendor/auth/login', { email, password: SEED_PASSWORD });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('one town in one zone: of two zones racing for a town through both, exactly one wins', async () => {
    const [a, b] = servers as [Server, Server];
    const { accessToken } = await signIn(a);
    const towns = await freeTowns(6);
    for (let round = 0; round < 3; round++) {
      const townIds = towns.slice(round * 2, round * 2 + 2);
      const results = await Promise.all(
        [a, b].map((server, i) =>
          call(server, 'POST', '/vendor/delivery-zones', { label: `Race ${round}-${i}`, fee: 2, townIds }, accessToken),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      const loser = results.find((r) => r.status === 409);
      expect(loser?.body).toMatchObject({ success: false, statusCode: 409 });
    }
    const zones = await call(b, 'GET', '/vendor/delivery-zones', undefined, accessToken);
    const held = zones.body.data.flatMap((zone: { towns: { id: string }[] }) => zone.towns.map((t) => t.id));
    for (const town of towns) expect(held.filter((id: string) => id === town)).toHaveLength(1);
  });
  it('an order changed through one reaches a live event stream open on the other', async () => {
    const [a, b] = servers as [Server, Server];
    const { accessToken } = await signIn(a);
    const stream = await openEventStream(`${b.base}/vendor/events`, accessToken);
    try {
      expect(stream.status).toBe(200);
      await stream.next((e) => e.event === 'ready');
      const listed = await call(a, 'GET', '/vendor/business/orders?status=pending&pageSize=50', undefined, accessToken);
      const order = listed.body.data.at(-1) as { id: string; reference: string };
      const moved = await call(
        a,
        'PATCH',
        `/vendor/business/orders/${order.id}/status`,
        { status: 'accepted' },
        accessToken,
      );
      expect(moved.status).toBe(200);
      const event = await stream.next((e) => e.event === 'order.status_changed');
      expect(JSON.parse(event.data)).toMatchObject({
        orderId: order.id,
        reference: order.reference,
        status: 'accepted',
        previousStatus: 'pending',
      });
    } finally {
      stream.close();
    }
  });

  it("a sign-out through one ends that session's live event stream on the other", async () => {
    const [a, b] = servers as [Server, Server];
    const session = await signIn(a);
    const stream = await openEventStream(`${b.base}/vendor/events`, session.accessToken);
    await stream.next((e) => e.event === 'ready');
    expect((await call(a, 'POST', '/auth/logout', { refreshToken: session.refreshToken })).status).toBe(200);
    const end = await stream.next((e) => e.event === 'end');
    expect(JSON.parse(end.data)).toEqual({ reason: 'session_ended' });
    await stream.closed;
  });
});
