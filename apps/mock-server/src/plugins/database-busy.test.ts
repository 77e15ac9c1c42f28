import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, DEMO_EMAIL, DEMO_MERCHANDIZER_ROLE_ID } from '../seed/fixtures.ts';
import { useTestApp } from '../testing/harness.ts';
import { freshEmail } from '../testing/team.ts';

// A server whose database is busy: one pooled connection, held by a long transaction, and a short wait for it.
const t = useTestApp(undefined, { max: 1, waitMs: 300 });
const API = '/api/v1/vendor';

/** Runs `during` while a transaction holds the only connection (on PGlite: the one database session). */
async function whileDatabaseHeld<T>(during: () => Promise<T>): Promise<T> {
  let release!: () => void;
  let started!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const begun = new Promise<void>((resolve) => (started = resolve));
  const holder = t.db.prisma.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT 1`;
      started();
      await held;
    },
    { timeout: 60_000 },
  );
  await begun;
  try {
    return await during();
  } finally {
    release();
    await holder;
  }
}

describe('a write that cannot get a database connection in time', () => {
  it('answers 503 with Retry-After, changes nothing, and succeeds once the database is free', async () => {
    const auth = await t.tokenFor(DEMO_EMAIL);
    // Signed in and known to this process before the database is taken, so only the write itself waits.
    await t.api.get(`${API}/me`).set('authorization', auth).expect(200);
    const email = freshEmail('busy');
    const send = () =>
      t.api.post(`${API}/invites`).set('authorization', auth).send({ email, roleId: DEMO_MERCHANDIZER_ROLE_ID });

    const busy = await whileDatabaseHeld(send);
    expect(busy.status).toBe(503);
    expect(busy.headers['retry-after']).toBe('2');
    expect(busy.body).toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringMatching(/busy/),
    });
    expect(await t.db.prisma.invite.count({ where: { businessId: DEMO_BUSINESS_ID, email } })).toBe(0);

    await send().expect(201);
  });
});
