import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, OTHER_BUSINESS_ID } from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';
import { addCustomer, addKitchen, addOrder, addTransaction } from '../../testing/factories.ts';
import { useSeededPeople } from '../../testing/people.ts';
import { nextPayoutDate } from './schedule.ts';

// The transaction list with its status counts, and the insights: next and previous payout, this month's revenue.
const t = useTestApp();
const people = useSeededPeople(t);
const SETUP = '/api/v1/vendor/payout/setup';
const INSIGHTS = '/api/v1/vendor/insights/transactions';
const TRANSACTIONS = '/api/v1/vendor/transactions';
const ALL = ['payouts.view', 'payouts.manage', 'dashboard.view'];

describe('listTransactions', () => {
  it('pages newest first with real counts of every status', async () => {
    const kitchen = await addKitchen(t.db.prisma, ALL);
    const token = await t.tokenFor(kitchen.email);
    const at = (d: number) => new Date(Date.UTC(2026, 0, d, 12));
    const add = (type: string, status: string, amountPence: number, day: number) =>
      addTransaction(t.db.prisma, { businessId: kitchen.businessId, type, status, amountPence, createdAt: at(day) });
    await add('sale', 'pending', 1000, 1);
    await add('sale', 'pending', 1100, 2);
    await add('sale', 'paid', 1200, 3);
    await add('payout', 'paid', 1805, 4);
    await add('fee', 'paid', 395, 4);
    await add('sale', 'hold', 1300, 5);
    await add('refund', 'processing', 700, 6);
    const newest = await add('sale', 'cancelled', 1400, 7);
    const res = await t.api.get(TRANSACTIONS).query({ pageSize: 3 }).set('authorization', token).expect(200);
    expect(res.body.meta).toEqual({
      pageNumber: 1,
      pageSize: 3,
      totalNumberOfRecords: 8,
      totalNumberOfPages: 3,
      counts: { all: 8, pending: 2, paid: 3, processing: 1, hold: 1, cancelled: 1 },
    });
    expect(res.body.data[0]).toMatchObject({
      id: newest.id,
      amount: 14,
      type: 'sale',
      status: 'cancelled',
      reference: newest.reference,
    });
    expect(res.body.data[1]).toMatchObject({ type: 'refund', amount: -7 });
    const paid = await t.api.get(TRANSACTIONS).query({ status: 'paid' }).set('authorization', token).expect(200);
    expect(paid.body.data.map((x: { amount: number }) => x.amount).sort()).toEqual([-3.95, 12, 18.05]);
    expect(paid.body.meta).toMatchObject({
      totalNumberOfRecords: 3,
      totalNumberOfPages: 1,
      counts: { all: 8, paid: 3 },
    });
    const last = await t.api
      .get(TRANSACTIONS)
      .query({ pageSize: 3, pageNumber: 3 })
      .set('authorization', token)
      .expect(200);
    expect(last.body.data).toHaveLength(2);
  });

  it('counts the seeded transactions of the demo business', async () => {
    const res = await t.api.get(TRANSACTIONS).set('authorization', people.manager).expect(200);
    const rows = await t.db.prisma.transaction.findMany({
      where: { businessId: DEMO_BUSINESS_ID },
      select: { status: true },
    });
    const counts = { all: rows.length, pending: 0, paid: 0, processing: 0, hold: 0, cancelled: 0 } as Record<
      string,
      number
    >;
    for (const r of rows) counts[r.status]! += 1;
    expect(res.body.meta.counts).toEqual(counts);
    for (const status of ['pending', 'paid', 'processing', 'hold', 'cancelled'])
      expect(counts[status]).toBeGreaterThan(0);
  });

  it('rejects bad query parameters naming them', async () => {
    for (const [query, field] of [
      [{ status: 'refunded' }, 'status'],
      [{ pageNumber: 0 }, 'pageNumber'],
      [{ pageSize: 500 }, 'pageSize'],
    ] as const) {
      const res = await t.api.get(TRANSACTIONS).query(query).set('authorization', people.admin).expect(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('401; 403 for the merchandizer; never shows another business’s transactions', async () => {
    await t.api.get(TRANSACTIONS).expect(401);
    await t.api.get(TRANSACTIONS).set('authorization', people.merch).expect(403);
    const res = await t.api.get(TRANSACTIONS).query({ pageSize: 100 }).set('authorization', people.other).expect(200);
    const demoIds = new Set(
      (await t.db.prisma.transaction.findMany({ where: { businessId: DEMO_BUSINESS_ID }, select: { id: true } })).map(
        (x) => x.id,
      ),
    );
    expect(res.body.data.some((x: { id: string }) => demoIds.has(x.id))).toBe(false);
    expect(res.body.meta.counts.all).toBe(
      await t.db.prisma.transaction.count({ where: { businessId: OTHER_BUSINESS_ID } }),
    );
  });
});

describe('getTransactionInsights', () => {
  it('computes next payout, previous payout and revenue from the data', async () => {
    const kitchen = await addKitchen(t.db.prisma, ALL);
    const token = await t.tokenFor(kitchen.email);
    const businessId = kitchen.businessId;
    t.clock.set(new Date('2026-01-06T12:00:00Z')); // a Tuesday
    try {
      const empty = await t.api.get(INSIGHTS).set('authorization', token).expect(200);
      expect(empty.body.data).toEqual({
        nextPayout: { amount: 0, date: null },
        previousPayout: { amount: 0, date: null },
        revenue: { amount: 0, estimatedBy: '2026-01-31' },
      });

      const tx = (
        type: string,
        status: string,
        amountPence: number,
        createdAt: string,
        paymentConfirmationDate?: string,
      ) =>
        addTransaction(t.db.prisma, {
          businessId,
          type,
          status,
          amountPence,
          createdAt: new Date(createdAt),
          ...(paymentConfirmationDate ? { paymentConfirmationDate: new Date(paymentConfirmationDate) } : {}),
        });
      await tx('sale', 'pending', 1000, '2026-01-05T10:00:00Z');
      await tx('sale', 'pending', 2050, '2026-01-04T10:00:00Z');
      await tx('sale', 'processing', 3000, '2025-12-31T10:00:00Z');
      await tx('sale', 'paid', 9999, '2025-12-20T10:00:00Z');
      await tx('sale', 'cancelled', 7777, '2026-01-02T10:00:00Z');
      await tx('sale', 'hold', 500, '2025-12-22T10:00:00Z');
      await tx('refund', 'pending', 400, '2026-01-05T11:00:00Z');
      await tx('payout', 'paid', 4000, '2025-12-24T06:00:00Z', '2025-12-25T06:00:00Z');
      await tx('payout', 'paid', 4500, '2025-12-31T06:00:00Z', '2026-01-01T06:00:00Z');
      await tx('payout', 'processing', 6000, '2026-01-05T06:00:00Z');
      await tx('payout', 'cancelled', 7000, '2026-01-05T07:00:00Z');
      const c = await addCustomer(t.db.prisma, businessId);
      const order = (
        createdAt: string,
        status: string,
        pence: number,
        deliveryFeePence: number,
        platformFeePence: number,
      ) =>
        addOrder(t.db.prisma, {
          businessId,
          customerId: c.customerId,
          addressId: c.addressId,
          createdAt: new Date(createdAt),
          status,
          items: [{ pricePence: pence, quantity: 1 }],
          deliveryFeePence,
          platformFeePence,
        });
      await order('2026-01-02T10:00:00Z', 'delivered', 1000, 200, 50);
      await order('2026-01-06T09:00:00Z', 'preparing', 2500, 0, 125);
      await order('2026-01-03T10:00:00Z', 'cancelled', 5000, 0, 0);
      await order('2025-12-30T10:00:00Z', 'delivered', 8000, 0, 0);

      const res = await t.api.get(INSIGHTS).set('authorization', token).expect(200);
      expect(res.body.data).toEqual({
        nextPayout: { amount: 60.5, date: '2026-01-07' },
        previousPayout: { amount: 45, date: '2026-01-01' },
        revenue: { amount: 37, estimatedBy: '2026-01-31' },
      });

      await t.api.patch(SETUP).set('authorization', token).send({ schedule: 'monthly' }).expect(200);
      expect((await t.api.get(INSIGHTS).set('authorization', token).expect(200)).body.data.nextPayout).toEqual({
        amount: 60.5,
        date: '2026-01-28',
      });
      await t.api.patch(SETUP).set('authorization', token).send({ schedule: 'quarterly' }).expect(200);
      expect((await t.api.get(INSIGHTS).set('authorization', token).expect(200)).body.data.nextPayout).toEqual({
        amount: 60.5,
        date: '2026-03-25',
      });
      // Below the minimum nothing is due yet.
      await t.api.patch(SETUP).set('authorization', token).send({ minimumPayout: 100 }).expect(200);
      expect((await t.api.get(INSIGHTS).set('authorization', token).expect(200)).body.data.nextPayout).toEqual({
        amount: 60.5,
        date: null,
      });
    } finally {
      t.clock.set(new Date());
    }
  });

  it('uses the seeded data of the demo business', async () => {
    const res = await t.api.get(INSIGHTS).set('authorization', people.manager).expect(200);
    const unpaid = await t.db.prisma.transaction.aggregate({
      where: { businessId: DEMO_BUSINESS_ID, type: 'sale', status: { in: ['pending', 'processing'] } },
      _sum: { amountPence: true },
    });
    expect(Math.round(res.body.data.nextPayout.amount * 100)).toBe(unpaid._sum.amountPence);
    expect(res.body.data.nextPayout.date).toBe(nextPayoutDate('weekly', t.clock.now()).toISOString().slice(0, 10));
    const last = await t.db.prisma.transaction.findFirstOrThrow({
      where: { businessId: DEMO_BUSINESS_ID, type: 'payout', status: 'paid' },
      orderBy: { createdAt: 'desc' },
    });
    expect(res.body.data.previousPayout).toEqual({
      amount: last.amountPence / 100,
      date: last.paymentConfirmationDate!.toISOString().slice(0, 10),
    });
    expect(res.body.data.revenue.amount).toBeGreaterThan(0);
  });

  it('ignores unknown query parameters (no input); 401; 403 for the merchandizer; per business', async () => {
    await t.api.get(INSIGHTS).query({ y: 1 }).set('authorization', people.admin).expect(200);
    await t.api.get(INSIGHTS).expect(401);
    await t.api.get(INSIGHTS).set('authorization', people.merch).expect(403);
    const demo = await t.api.get(INSIGHTS).set('authorization', people.admin).expect(200);
    const theirs = await t.api.get(INSIGHTS).set('authorization', people.other).expect(200);
    expect(theirs.body.data.nextPayout.amount).not.toBe(demo.body.data.nextPayout.amount);
  });
});
