import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, DEMO_USER_ID } from '../seed/fixtures.ts';
import { useTestApp } from '../testing/harness.ts';
import errorHandler from './error-handler.ts';

// What the one error handler makes of the database's own refusals, raised for real by the test database.
const t = useTestApp();

/** The answer of a route that runs `write` against the database and lets its error through. */
async function answerTo(write: () => Promise<unknown>) {
  const app = Fastify({ logger: false });
  await app.register(errorHandler);
  app.post('/write', async () => write());
  const res = await app.inject({ method: 'POST', url: '/write' });
  await app.close();
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

describe('database refusals through the error handler', () => {
  it('a row pointing at one that was removed meanwhile (foreign key, P2003) is a 409, not a 500', async () => {
    const missingRole = '00000000-0000-4000-8000-000000000000';
    const res = await answerTo(() =>
      t.db.prisma.membership.update({ where: { userId: DEMO_USER_ID }, data: { roleId: missingRole } }),
    );
    expect(res).toMatchObject({ status: 409, body: { code: 'CONFLICT', statusCode: 409 } });
  });

  it('removing a row others still point at (restrict) is a 409', async () => {
    const res = await answerTo(() =>
      t.db.prisma.role.deleteMany({ where: { businessId: DEMO_BUSINESS_ID, slug: 'business-manager' } }),
    );
    expect(res).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
  });

  it('a transaction that ran out of time (rolled back, P2028) is a 503 with Retry-After', async () => {
    const res = await answerTo(() =>
      t.db.prisma.$transaction(
        async () => {
          await new Promise((resolve) => setTimeout(resolve, 50));
        },
        { timeout: 1 },
      ),
    );
    expect(res).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } });
    expect(res.headers['retry-after']).toBe('2');
  });
});
