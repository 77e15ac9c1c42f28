import supertest from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_EMAIL } from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';

const t = useTestApp();

describe('GET /health', () => {
  it('answers 200 once the database is migrated and seeded', async () => {
    const res = await t.api.get('/api/v1/health').expect(200);
    expect(res.body).toEqual({ success: true, status: 'success', data: { status: 'ok', database: 'up' } });
  });

  it('answers 503 in the error shape when the database does not answer', async () => {
    const spy = vi.spyOn(t.app.prisma, '$queryRaw').mockRejectedValueOnce(new Error('connection refused'));
    const res = await t.api.get('/api/v1/health').expect(503);
    expect(res.body).toMatchObject({ success: false, statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    spy.mockRestore();
  });
});

describe('GET /dev/outbox', () => {
  it('lists the messages sent to an address, newest first', async () => {
    await t.api.post('/api/v1/vendor/auth/otp').send({ email: DEMO_EMAIL }).expect(200);
    t.clock.advance(1000);
    await t.api.post('/api/v1/vendor/auth/otp').send({ email: DEMO_EMAIL }).expect(200);
    const res = await t.api.get('/api/v1/dev/outbox').query({ to: DEMO_EMAIL.toUpperCase() }).expect(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(2);
    expect(res.body.data.every((m: { to: string }) => m.to === DEMO_EMAIL)).toBe(true);
    const [newest, older] = res.body.data as { createdAt: string; subject: string; text: string }[];
    expect(newest && older && newest.createdAt >= older.createdAt).toBe(true);
    expect(newest?.text).toContain(newest?.subject.slice(0, 6));
  });

  it('rejects a malformed address naming the field', async () => {
    const res = await t.api.get('/api/v1/dev/outbox').query({ to: 'nope' }).expect(400);
    expect(res.body.errors).toEqual([{ field: 'to', error: 'Invalid email' }]);
  });

  it('is not there in production', async () => {
    t.app.env.devRoutes = false;
    try {
      await t.api.get('/api/v1/dev/outbox').expect(404);
    } finally {
      t.app.env.devRoutes = true;
    }
  });

  it('shows the same messages to a person at /dev/outbox', async () => {
    const res = await t.api.get('/dev/outbox').query({ to: DEMO_EMAIL }).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('is your sign-in code');
  });
});

describe('GET /dev/outbox/texts', () => {
  it('lists the texts kept for a number, newest first, and the page shows them beside the e-mails', async () => {
    await t.app.sms.send({ to: '+447700900555', body: 'Home Kitchen: first text' });
    t.clock.advance(1000);
    await t.app.sms.send({ to: '+447700900555', body: 'Home Kitchen: second text' });
    await t.app.sms.send({ to: '+447700900556', body: 'Home Kitchen: for someone else' });
    // A "+" in a query string arrives as a space; the number is read the same however it is typed.
    for (const to of ['+447700900555', '07700 900555']) {
      const res = await t.api.get('/api/v1/dev/outbox/texts').query({ to }).expect(200);
      expect(res.body.data.map((m: { body: string }) => m.body)).toEqual([
        'Home Kitchen: second text',
        'Home Kitchen: first text',
      ]);
      expect(res.body.data[0]).toMatchObject({ to: '+447700900555', id: expect.any(String) });
    }
    const all = await t.api.get('/api/v1/dev/outbox/texts').expect(200);
    expect(all.body.data.length).toBeGreaterThanOrEqual(3);
    const page = await t.api.get('/dev/outbox').query({ phone: '+447700900555' }).expect(200);
    expect(page.text).toContain('Texts');
    expect(page.text).toContain('Home Kitchen: second text');
    expect(page.text).not.toContain('for someone else');
    expect(page.text).toContain('is your sign-in code');
  });

  it('rejects a number that is not one, naming the field', async () => {
    const res = await t.api.get('/api/v1/dev/outbox/texts').query({ to: 'call me' }).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['to']);
  });

  it('is not there in production', async () => {
    t.app.env.devRoutes = false;
    try {
      await t.api.get('/api/v1/dev/outbox/texts').expect(404);
    } finally {
      t.app.env.devRoutes = true;
    }
  });
});

describe('compression', () => {
  it('gzips large answers for clients that accept it, and leaves small ones alone', async () => {
    const token = await t.tokenFor(DEMO_EMAIL);
    const regions = await supertest(t.app.server)
      .get('/api/v1/vendor/delivery-zones/regions')
      .set('authorization', token)
      .set('accept-encoding', 'gzip')
      .expect(200);
    expect(regions.headers['content-encoding']).toBe('gzip');
    expect(regions.body.data.length).toBe(12);
    const health = await supertest(t.app.server).get('/api/v1/health').set('accept-encoding', 'gzip').expect(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
