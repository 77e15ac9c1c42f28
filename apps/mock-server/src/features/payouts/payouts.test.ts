import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, OTHER_BUSINESS_ID } from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';
import { addKitchen } from '../../testing/factories.ts';
import { expectReadBody, useSeededPeople } from '../../testing/people.ts';
import { nextPayoutDate, type PayoutSchedule } from './schedule.ts';

// The payout setup, its schedule, and connecting the payout account with the offline provider.
const t = useTestApp();
const people = useSeededPeople(t);
const SETUP = '/api/v1/vendor/payout/setup';
const CONNECT = '/api/v1/vendor/payout/stripe-connect';
const ALL = ['payouts.view', 'payouts.manage', 'dashboard.view'];

describe('payout schedule: payout days are Wednesdays', () => {
  // [schedule, the rule, [now, next payout date] pairs]
  it.each<[PayoutSchedule, string, [string, string][]]>([
    [
      'weekly',
      'every Wednesday, strictly after today',
      [
        ['2026-01-06T12:00:00Z', '2026-01-07'],
        ['2026-01-07T00:00:00Z', '2026-01-14'],
        ['2026-01-31T23:59:59Z', '2026-02-04'],
      ],
    ],
    [
      'twice_per_month',
      'the 1st and 3rd Wednesday',
      [
        ['2026-01-01T12:00:00Z', '2026-01-07'],
        ['2026-01-07T12:00:00Z', '2026-01-21'],
        ['2026-01-21T12:00:00Z', '2026-02-04'],
        ['2026-03-30T12:00:00Z', '2026-04-01'],
        ['2026-04-01T12:00:00Z', '2026-04-15'],
      ],
    ],
    [
      'monthly',
      'the last Wednesday',
      [
        ['2026-01-07T12:00:00Z', '2026-01-28'],
        ['2026-01-28T12:00:00Z', '2026-02-25'],
        ['2026-04-01T12:00:00Z', '2026-04-29'],
      ],
    ],
    [
      'quarterly',
      "the last Wednesday of the quarter's last month",
      [
        ['2026-01-07T12:00:00Z', '2026-03-25'],
        ['2026-03-25T12:00:00Z', '2026-06-24'],
        ['2026-07-01T12:00:00Z', '2026-09-30'],
        ['2026-10-01T12:00:00Z', '2026-12-30'],
      ],
    ],
  ])('%s: %s', (schedule, _rule, cases) => {
    for (const [now, next] of cases) {
      expect(nextPayoutDate(schedule, new Date(now)).toISOString().slice(0, 10), now).toBe(next);
    }
  });
});

describe('getPayoutSetup', () => {
  it('answers the seeded setup of the caller’s business', async () => {
    await expectReadBody(t, SETUP, people.manager, {
      minimumPayout: 50,
      schedule: 'weekly',
      stripeAccountOnboardingDone: false,
    });
    const theirs = await t.api.get(SETUP).set('authorization', people.other).expect(200);
    expect(theirs.body.data.minimumPayout).toBe(25);
  });
  it('ignores unknown query parameters (no input); 401; 403 for the merchandizer (no payouts.view)', async () => {
    await t.api.get(SETUP).query({ x: '1' }).set('authorization', people.admin).expect(200);
    await t.api.get(SETUP).expect(401);
    const res = await t.api.get(SETUP).set('authorization', people.merch).expect(403);
    expect(res.body.message).toContain('payouts.view');
  });
});

describe('updatePayoutSetup', () => {
  it('saves minimum (pounds ↔ pence) and schedule, answers success with the data, audits', async () => {
    const kitchen = await addKitchen(t.db.prisma, ALL);
    const token = await t.tokenFor(kitchen.email);
    const res = await t.api
      .patch(SETUP)
      .set('authorization', token)
      .send({ minimumPayout: 60.5, schedule: 'twice_per_month' })
      .expect(200);
    expect(res.body).toEqual({
      success: true,
      status: 'success',
      data: { minimumPayout: 60.5, schedule: 'twice_per_month', stripeAccountOnboardingDone: false },
    });
    const stored = await t.db.prisma.business.findUniqueOrThrow({ where: { id: kitchen.businessId } });
    expect(stored).toMatchObject({ minimumPayoutPence: 6050, payoutSchedule: 'twice_per_month' });
    const row = await t.db.prisma.auditEvent.findFirstOrThrow({
      where: { businessId: kitchen.businessId, itemType: 'payout_setup' },
    });
    expect(row).toMatchObject({
      eventType: 'updated',
      description: 'Changed minimum payout from £50.00 to £60.50; schedule from weekly to twice_per_month.',
    });
    // One field at a time; the other stays.
    await t.api.patch(SETUP).set('authorization', token).send({ schedule: 'quarterly' }).expect(200);
    const after = await t.api.patch(SETUP).set('authorization', token).send({ minimumPayout: 0.1 }).expect(200);
    expect(after.body.data).toMatchObject({ minimumPayout: 0.1, schedule: 'quarterly' });
    expect(
      (await t.db.prisma.business.findUniqueOrThrow({ where: { id: kitchen.businessId } })).minimumPayoutPence,
    ).toBe(10);
  });

  it('rejects bad input naming the field', async () => {
    const cases: [object, string][] = [
      [{ minimumPayout: 10.555 }, 'minimumPayout'],
      [{ minimumPayout: -1 }, 'minimumPayout'],
      [{ minimumPayout: '50' }, 'minimumPayout'],
      [{ schedule: 'daily' }, 'schedule'],
      [{ schedule: 'weekly', bank: 'x' }, 'bank'],
      [{}, 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await t.api.patch(SETUP).set('authorization', people.admin).send(body).expect(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await t.db.prisma.business.findUniqueOrThrow({ where: { id: DEMO_BUSINESS_ID } })).minimumPayoutPence).toBe(
      5000,
    );
  });

  it('401; 403 for the manager (view only) and the merchandizer; changes only the caller’s business', async () => {
    await t.api.patch(SETUP).send({ schedule: 'monthly' }).expect(401);
    await t.api.patch(SETUP).set('authorization', people.manager).send({ schedule: 'monthly' }).expect(403);
    await t.api.patch(SETUP).set('authorization', people.merch).send({ schedule: 'monthly' }).expect(403);
    await t.api.patch(SETUP).set('authorization', people.other).send({ schedule: 'monthly' }).expect(200);
    expect((await t.db.prisma.business.findUniqueOrThrow({ where: { id: DEMO_BUSINESS_ID } })).payoutSchedule).toBe(
      'weekly',
    );
    await t.api.patch(SETUP).set('authorization', people.other).send({ schedule: 'weekly' }).expect(200);
  });
});

describe('connectStripeAccount (offline default)', () => {
  it('connect → link → opening it changes nothing → Complete onboarding → connected → callbackUrl', async () => {
    const callbackUrl = 'http://localhost:5173/payouts?tab=setup';
    const res = await t.api.post(CONNECT).set('authorization', people.admin).send({ callbackUrl }).expect(200);
    expect(res.body.status).toBe('success');
    const link = new URL(res.body.data.accountOnboardingLink);
    const business = await t.db.prisma.business.findUniqueOrThrow({ where: { id: DEMO_BUSINESS_ID } });
    expect(business.stripeAccountId).toMatch(/^acct_offline_/);
    expect(link.pathname).toBe(`/dev/stripe/onboarding/${business.stripeAccountId}`);
    expect(business.stripeAccountOnboardingDone).toBe(false);

    const pageRes = await t.api.get(link.pathname + link.search).expect(200);
    expect(pageRes.headers['content-type']).toContain('text/html');
    expect(pageRes.text).toContain('Complete onboarding');
    expect(
      (await t.db.prisma.business.findUniqueOrThrow({ where: { id: DEMO_BUSINESS_ID } })).stripeAccountOnboardingDone,
    ).toBe(false);

    // Connecting again before finishing reuses the account.
    const again = await t.api.post(CONNECT).set('authorization', people.admin).send({ callbackUrl }).expect(200);
    expect(new URL(again.body.data.accountOnboardingLink).pathname).toBe(link.pathname);

    // An altered return address is refused (no open redirect) and completes nothing.
    const sig = link.searchParams.get('sig')!;
    await t.api.post(link.pathname).type('form').send({ return: 'https://evil.example/', sig }).expect(400);
    await t.api.get(`${link.pathname}?return=${encodeURIComponent('https://evil.example/')}&sig=${sig}`).expect(400);
    expect(
      (await t.db.prisma.business.findUniqueOrThrow({ where: { id: DEMO_BUSINESS_ID } })).stripeAccountOnboardingDone,
    ).toBe(false);

    const done = await t.api
      .post(link.pathname)
      .type('form')
      .send({ return: link.searchParams.get('return'), sig })
      .expect(303);
    expect(done.headers.location).toBe(callbackUrl);
    expect(
      (await t.api.get(SETUP).set('authorization', people.admin).expect(200)).body.data.stripeAccountOnboardingDone,
    ).toBe(true);
    const audits = await t.db.prisma.auditEvent.findMany({
      where: { businessId: DEMO_BUSINESS_ID, itemType: 'payout_setup', itemAffected: 'Payout account' },
      orderBy: { createdAt: 'asc' },
    });
    expect(audits.map((a) => a.eventType)).toEqual(['created', 'updated']);

    const conflictRes = await t.api.post(CONNECT).set('authorization', people.admin).send({ callbackUrl }).expect(409);
    expect(conflictRes.body.message).toContain('already connected');
  });

  it('rejects a callbackUrl that is not a URL (400) or not http(s) (422), naming it', async () => {
    const bad = await t.api
      .post(CONNECT)
      .set('authorization', people.other)
      .send({ callbackUrl: 'not a url' })
      .expect(400);
    expect(bad.body.errors[0].field).toBe('callbackUrl');
    for (const callbackUrl of ['ftp://example.com/payouts', 'javascript:alert(1)']) {
      const res = await t.api.post(CONNECT).set('authorization', people.other).send({ callbackUrl }).expect(422);
      expect(res.body.errors[0].field).toBe('callbackUrl');
    }
    const missing = await t.api.post(CONNECT).set('authorization', people.other).send({}).expect(400);
    expect(missing.body.errors[0].field).toBe('callbackUrl');
    expect(
      (await t.db.prisma.business.findUniqueOrThrow({ where: { id: OTHER_BUSINESS_ID } })).stripeAccountId,
    ).toBeNull();
  });

  it('401; 403 for the manager and the merchandizer (no payouts.manage)', async () => {
    const body = { callbackUrl: 'https://kitchen.example/payouts' };
    await t.api.post(CONNECT).send(body).expect(401);
    await t.api.post(CONNECT).set('authorization', people.manager).send(body).expect(403);
    await t.api.post(CONNECT).set('authorization', people.merch).send(body).expect(403);
  });

  it('the onboarding page answers 404 for an unknown account', async () => {
    await t.api.get('/dev/stripe/onboarding/acct_offline_nope?return=http%3A%2F%2Fx&sig=abc').expect(400);
    const kitchen = await addKitchen(t.db.prisma, ALL);
    const res = await t.api
      .post(CONNECT)
      .set('authorization', await t.tokenFor(kitchen.email))
      .send({ callbackUrl: 'https://k.example/p' })
      .expect(200);
    const link = new URL(res.body.data.accountOnboardingLink);
    await t.db.prisma.business.update({ where: { id: kitchen.businessId }, data: { stripeAccountId: null } });
    await t.api.get(link.pathname + link.search).expect(404);
  });
});
