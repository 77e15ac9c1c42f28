import { describe, expect, it } from 'vitest';
import { DEMO_USER_ID, MANAGER_USER_ID } from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';
import { newVendor } from '../../testing/factories.ts';
import { expectReadBody, useSeededPeople } from '../../testing/people.ts';

const t = useTestApp();
const people = useSeededPeople(t);
const URL = '/api/v1/vendor/notification-preferences';

const channel = (on: boolean) => ({
  newOrders: on,
  accountActivity: on,
  news: on,
  productAnnouncements: on,
  billingAndSubscriptions: on,
});

describe('GET /vendor/notification-preferences', () => {
  it("answers the signed-in user's ten switches", async () => {
    await expectReadBody(t, URL, people.admin, {
      email: { ...channel(true), news: false },
      sms: { ...channel(true), news: false, productAnnouncements: false },
    });
  });

  it('a new user has every switch on; the row is created on first read when missing', async () => {
    const fresh = await newVendor(t, 'notify');
    await t.db.prisma.notificationPreference.deleteMany({ where: { userId: fresh.userId } });
    const res = await t.api.get(URL).set('authorization', fresh.token).expect(200);
    expect(res.body.data).toEqual({ email: channel(true), sms: channel(true) });
    expect(await t.db.prisma.notificationPreference.count({ where: { userId: fresh.userId } })).toBe(1);
    // two first reads at once still leave one row
    await t.db.prisma.notificationPreference.deleteMany({ where: { userId: fresh.userId } });
    const both = await Promise.all([
      t.api.get(URL).set('authorization', fresh.token),
      t.api.get(URL).set('authorization', fresh.token),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(await t.db.prisma.notificationPreference.count({ where: { userId: fresh.userId } })).toBe(1);
  });

  it('needs no permission: every role may read its own (Merchandizer)', async () => {
    const res = await t.api.get(URL).set('authorization', people.merch).expect(200);
    expect(res.body.data.email).toEqual(channel(true));
  });

  it('401 without a token', async () => {
    await t.api.get(URL).expect(401);
  });
});

describe('PUT /vendor/notification-preferences', () => {
  it('replaces all ten switches and audits the change', async () => {
    const body = {
      email: { ...channel(false), newOrders: true },
      sms: { ...channel(true), billingAndSubscriptions: false },
    };
    const res = await t.api.put(URL).set('authorization', people.admin).send(body).expect(200);
    expect(res.body.data).toEqual(body);
    const row = await t.db.prisma.notificationPreference.findUniqueOrThrow({ where: { userId: DEMO_USER_ID } });
    expect(row).toMatchObject({
      emailNewOrders: true,
      emailNews: false,
      emailAccountActivity: false,
      smsNews: true,
      smsBillingAndSubscriptions: false,
    });
    const again = await t.api.get(URL).set('authorization', people.admin).expect(200);
    expect(again.body.data).toEqual(body);
    const event = await t.db.prisma.auditEvent.findFirstOrThrow({
      where: { userId: DEMO_USER_ID, itemType: 'notification_preferences' },
      orderBy: { createdAt: 'desc' },
    });
    expect(event.description).toMatch(/E-mail account activity off.*SMS news on.*SMS billing and subscriptions off/);
  });

  it("one user's preferences never change another's (same business)", async () => {
    const before = await t.db.prisma.notificationPreference.findUniqueOrThrow({ where: { userId: MANAGER_USER_ID } });
    await t.api
      .put(URL)
      .set('authorization', people.admin)
      .send({ email: channel(false), sms: channel(false) })
      .expect(200);
    const after = await t.db.prisma.notificationPreference.findUniqueOrThrow({ where: { userId: MANAGER_USER_ID } });
    expect(after).toEqual(before);
    const mine = await t.api.get(URL).set('authorization', people.manager).expect(200);
    expect(mine.body.data.email.newOrders).toBe(true);
  });

  it.each([
    [{ email: channel(true) }, 'sms'],
    [{ sms: channel(true) }, 'email'],
    [{ email: { ...channel(true), news: 'yes' }, sms: channel(true) }, 'email.news'],
    [{ email: channel(true), sms: { newOrders: true } }, 'sms.accountActivity'],
    [{ email: { ...channel(true), push: true }, sms: channel(true) }, 'email.push'],
    [{ email: channel(true), sms: channel(true), whatsapp: channel(true) }, 'whatsapp'],
  ])('400 naming the field for %j', async (body, field) => {
    const res = await t.api.put(URL).set('authorization', people.admin).send(body).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('401 without a token', async () => {
    await t.api
      .put(URL)
      .send({ email: channel(true), sms: channel(true) })
      .expect(401);
  });
});
