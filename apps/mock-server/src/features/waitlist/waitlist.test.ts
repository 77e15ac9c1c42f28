import { describe, expect, it } from 'vitest';
import { startSiblingApp, useTestApp } from '../../testing/harness.ts';

const t = useTestApp();
const WAITLIST = '/api/v1/waitlist';
const APPLY = '/api/v1/vendor-applications';

const application = (over: Record<string, unknown> = {}) => ({
  fullName: 'Bisi Adeyemi',
  email: 'bisi@example.com',
  instagram: 'https://www.instagram.com/bisicooks',
  twitter: 'x.com/bisicooks',
  tiktok: '',
  registeredWithCompaniesHouse: false,
  cookingExperience: 'Medium',
  mealPlan: 'Jollof, egusi and puff-puff every weekend',
  ...over,
});

describe('POST /waitlist', () => {
  it('joins with {ok, success, status, data}', async () => {
    const res = await t.api.post(WAITLIST).send({ email: 'new.cook@example.com' }).expect(200);
    expect(res.body).toEqual({
      ok: true,
      success: true,
      status: 'success',
      data: { email: 'new.cook@example.com', createdAt: expect.any(String) },
    });
  });

  it('joining twice (in any letter case) is not an error and stores one row', async () => {
    const first = await t.api.post(WAITLIST).send({ email: 'twice@example.com' }).expect(200);
    t.clock.advance(60_000);
    const second = await t.api.post(WAITLIST).send({ email: 'Twice@Example.COM' }).expect(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(await t.db.prisma.waitlistEntry.count({ where: { email: 'twice@example.com' } })).toBe(1);
    expect(
      await t.db.prisma.waitlistEntry.count({ where: { email: { equals: 'twice@example.com', mode: 'insensitive' } } }),
    ).toBe(1);
  });

  it('rejects a bad e-mail with the message "Invalid email" and a missing one', async () => {
    const res = await t.api.post(WAITLIST).send({ email: 'not-an-email' }).expect(400);
    expect(res.body.errors).toEqual([{ field: 'email', error: 'Invalid email' }]);
    const missing = await t.api.post(WAITLIST).send({}).expect(400);
    expect(missing.body.errors).toEqual([{ field: 'email', error: 'Required' }]);
  });

  it('counts submissions per network in the database: a restarted (or second) server keeps refusing after 60', async () => {
    t.clock.advance(15 * 60 * 1000); // a window of its own, whatever the tests above sent
    for (let i = 0; i < 60; i++)
      await t.api
        .post(WAITLIST)
        .send({ email: `burst${i}@example.com` })
        .expect(200);
    const refused = await t.api.post(WAITLIST).send({ email: 'one-more@example.com' }).expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another server on the same database (a restart, or a second process behind the proxy) sees the same count.
    const second = await startSiblingApp(t);
    try {
      const res = await second.inject({ method: 'POST', url: WAITLIST, payload: { email: 'elsewhere@example.com' } });
      expect(res.statusCode).toBe(429);
      // A new window starts after 15 minutes.
      t.clock.advance(15 * 60 * 1000);
      const later = await second.inject({ method: 'POST', url: WAITLIST, payload: { email: 'later@example.com' } });
      expect(later.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('needs no session', async () => {
    await t.api.post(WAITLIST).set('authorization', 'Bearer nonsense').send({ email: 'anon@example.com' }).expect(200);
  });
});

describe('POST /vendor-applications', () => {
  it('stores a valid application (201)', async () => {
    const res = await t.api
      .post(APPLY)
      .send(application({ email: 'Bisi@Example.com' }))
      .expect(201);
    // Everything sent but the meal plan comes back, the e-mail in lower case.
    const { mealPlan: _mealPlan, ...shown } = application({ email: 'bisi@example.com' });
    expect(res.body.data).toMatchObject(shown);
    const row = await t.db.prisma.vendorApplication.findUniqueOrThrow({ where: { id: res.body.data.id } });
    expect(row).toMatchObject({
      email: 'bisi@example.com',
      tiktok: null,
      mealPlan: 'Jollof, egusi and puff-puff every weekend',
    });
  });

  it('accepts every allowed social host, with or without scheme, www and path', async () => {
    for (const handle of ['instagram.com', 'http://tiktok.com/@bisi', 'www.twitter.com/bisi', 'https://x.com']) {
      await t.api
        .post(APPLY)
        .send(application({ instagram: handle }))
        .expect(201);
    }
  });

  it("answers with the product's exact messages", async () => {
    const res = await t.api
      .post(APPLY)
      .send(
        application({
          email: 'bisi@',
          instagram: 'https://facebook.com/bisi',
          tiktok: 'tiktok',
          twitter: 'ftp://x.com',
          mealPlan: 'x'.repeat(121),
        }),
      )
      .expect(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', error: 'Invalid email' },
        { field: 'instagram', error: 'Invalid social media handle' },
        { field: 'twitter', error: 'Invalid social media handle' },
        { field: 'tiktok', error: 'Invalid social media handle' },
        { field: 'mealPlan', error: 'meal plan should not exceed 120 characters' },
      ]),
    );
    expect(res.body.errors).toHaveLength(5);
    expect(await t.db.prisma.vendorApplication.count({ where: { email: 'bisi@' } })).toBe(0);
  });

  it('an empty meal plan is reported as empty, not as too long', async () => {
    const res = await t.api
      .post(APPLY)
      .send(application({ mealPlan: '' }))
      .expect(400);
    expect(res.body.errors).toEqual([{ field: 'mealPlan', error: 'Must not be empty' }]);
  });

  it('accepts a meal plan of exactly 120 characters', async () => {
    await t.api
      .post(APPLY)
      .send(application({ mealPlan: 'y'.repeat(120) }))
      .expect(201);
  });

  it('needs the required answers, naming each field', async () => {
    const res = await t.api.post(APPLY).send({ fullName: 'Bisi' }).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'cookingExperience',
      'email',
      'mealPlan',
      'registeredWithCompaniesHouse',
    ]);
    const blank = await t.api
      .post(APPLY)
      .send(application({ fullName: '   ', mealPlan: '  ' }))
      .expect(400);
    expect(blank.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['fullName', 'mealPlan']);
    const experience = await t.api
      .post(APPLY)
      .send(application({ cookingExperience: 'Expert' }))
      .expect(400);
    expect(experience.body.errors).toEqual([
      { field: 'cookingExperience', error: 'Must be one of: Low, Medium, High' },
    ]);
  });
});
