import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, OTHER_BUSINESS_ID } from '../../seed/fixtures.ts';
import { useTestApp } from '../../testing/harness.ts';
import { newVendor } from '../../testing/factories.ts';
import { expectReadAccess, useSeededPeople } from '../../testing/people.ts';

const t = useTestApp();
const people = useSeededPeople(t, { withAssistant: true });
const URL = '/api/v1/vendor/kitchen-availability';
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

type DayName = (typeof DAYS)[number];
type Day = { open: string; close: string; isActive: boolean };
/** An open day with no times set: what a business that never saved has. */
const UNSET: Day = { open: '', close: '', isActive: true };
/** A schedule monday..sunday with `every` on each day except the days given in `except`. */
const week = (every: Day, except: Partial<Record<DayName, Day>> = {}) =>
  Object.fromEntries(DAYS.map((d) => [d, except[d] ?? every])) as Record<DayName, Day>;
const save = (token: string, body: object) => t.api.put(URL).set('authorization', token).send(body);

describe('GET /vendor/kitchen-availability', () => {
  it("answers the business's weekly schedule monday..sunday and the cut-off time", async () => {
    const res = await t.api.get(URL).set('authorization', people.admin).expect(200);
    expect(res.body).toMatchObject({ success: true, status: 'success' });
    expect(Object.keys(res.body.data.schedule)).toEqual([...DAYS]);
    expect(res.body.data.orderCutOffTime).toBe('18:00');
    const rows = await t.db.prisma.openingHours.findMany({ where: { businessId: DEMO_BUSINESS_ID } });
    // weekday 0 is Sunday, 1 Monday
    for (const [name, weekday] of [
      ['sunday', 0],
      ['monday', 1],
    ] as const) {
      const { open, close, isActive } = rows.find((r) => r.weekday === weekday)!;
      expect(res.body.data.schedule[name]).toEqual({ open, close, isActive });
    }
  });

  it('a business that never saved gets every day active with empty times and no cut-off', async () => {
    const fresh = await newVendor(t, 'hours');
    const res = await t.api.get(URL).set('authorization', fresh.token).expect(200);
    expect(res.body.data).toEqual({
      schedule: week(UNSET),
      orderCutOffTime: null,
    });
    // the defaults round-trip: saving them as they are is accepted
    await save(fresh.token, res.body.data).expect(200);
  });

  it("each business sees its own schedule (another business's is never shown)", async () => {
    const res = await t.api.get(URL).set('authorization', people.other).expect(200);
    expect(res.body.data.orderCutOffTime).toBe('16:00');
  });

  it('Merchandizer may view; 401 without a token; 403 without availability.view', async () => {
    await expectReadAccess(t, URL, {
      allowed: people.merch,
      denied: people.assistant,
      permission: 'availability.view',
    });
  });
});

describe('PUT /vendor/kitchen-availability', () => {
  it('stores all seven days (weekday 0 = Sunday) and the cut-off time, and audits it', async () => {
    const schedule = week(
      { open: '09:00', close: '17:00', isActive: true },
      { saturday: { open: '10:00', close: '14:30', isActive: true }, sunday: { open: '', close: '', isActive: false } },
    );
    const res = await save(people.admin, { schedule, orderCutOffTime: '15:45', bulkSave: true }).expect(200);
    expect(res.body.data).toEqual({ schedule, orderCutOffTime: '15:45' });
    const rows = await t.db.prisma.openingHours.findMany({
      where: { businessId: DEMO_BUSINESS_ID },
      orderBy: { weekday: 'asc' },
    });
    expect(rows.map((r) => [r.weekday, r.open, r.close, r.isActive])).toEqual([
      [0, '', '', false],
      [1, '09:00', '17:00', true],
      [2, '09:00', '17:00', true],
      [3, '09:00', '17:00', true],
      [4, '09:00', '17:00', true],
      [5, '09:00', '17:00', true],
      [6, '10:00', '14:30', true],
    ]);
    expect((await t.db.prisma.business.findUniqueOrThrow({ where: { id: DEMO_BUSINESS_ID } })).orderCutOffTime).toBe(
      '15:45',
    );
    const event = await t.db.prisma.auditEvent.findFirstOrThrow({
      where: { businessId: DEMO_BUSINESS_ID, itemType: 'availability' },
      orderBy: { createdAt: 'desc' },
    });
    expect(event.description).toMatch(/Mon 09:00–17:00.*Sat 10:00–14:30, Sun closed\); order cut-off 15:45/);
    const again = await t.api.get(URL).set('authorization', people.admin).expect(200);
    expect(again.body.data).toEqual(res.body.data);
  });

  it("keeps an inactive day's times, and clears the cut-off with null; Business Manager may save", async () => {
    const schedule = week(UNSET, { monday: { open: '18:00', close: '08:00', isActive: false } });
    const res = await save(people.manager, { schedule, orderCutOffTime: null }).expect(200);
    expect(res.body.data.schedule.monday).toEqual({ open: '18:00', close: '08:00', isActive: false });
    expect(res.body.data.orderCutOffTime).toBeNull();
  });

  it('422 naming schedule.<day>.close when an active day closes before it opens; nothing is saved', async () => {
    const before = await t.api.get(URL).set('authorization', people.admin).expect(200);
    const schedule = week(
      { open: '08:00', close: '20:00', isActive: true },
      { wednesday: { open: '17:00', close: '09:00', isActive: true } },
    );
    const res = await save(people.admin, { schedule, orderCutOffTime: '12:00' }).expect(422);
    expect(res.body.errors).toEqual([
      { field: 'schedule.wednesday.close', error: 'Must be after the opening time (17:00)' },
    ]);
    const equal = week(UNSET, { friday: { open: '10:00', close: '10:00', isActive: true } });
    const same = await save(people.admin, { schedule: equal, orderCutOffTime: null }).expect(422);
    expect(same.body.errors[0].field).toBe('schedule.friday.close');
    const after = await t.api.get(URL).set('authorization', people.admin).expect(200);
    expect(after.body.data).toEqual(before.body.data);
  });

  it('422 naming the missing time when an active day has only one of them; every bad day is reported', async () => {
    const schedule = week(UNSET, {
      monday: { open: '09:00', close: '', isActive: true },
      sunday: { open: '', close: '17:00', isActive: true },
    });
    const res = await save(people.admin, { schedule, orderCutOffTime: null }).expect(422);
    expect(res.body.errors).toEqual([
      { field: 'schedule.monday.close', error: 'Enter a closing time for an open day' },
      { field: 'schedule.sunday.open', error: 'Enter an opening time for an open day' },
    ]);
  });

  it.each([
    [{ open: '25:00', close: '', isActive: true }, 'schedule.monday.open'],
    [{ open: '9:00', close: '', isActive: true }, 'schedule.monday.open'],
    [{ open: '', close: '12:60', isActive: true }, 'schedule.monday.close'],
    [{ open: '', close: '', isActive: 'yes' }, 'schedule.monday.isActive'],
    [{ open: '', close: '' }, 'schedule.monday.isActive'],
    [{ open: '', close: '', isActive: true, note: 'x' }, 'schedule.monday.note'],
  ])('400 naming the field for monday = %j', async (monday, field) => {
    const schedule = { ...week(UNSET), monday };
    const res = await save(people.admin, { schedule, orderCutOffTime: null }).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it.each([
    [{ orderCutOffTime: '1800' }, 'orderCutOffTime'],
    [{ orderCutOffTime: '' }, 'orderCutOffTime'],
    [{ orderCutOffTime: undefined }, 'orderCutOffTime'],
    [{ schedule: undefined }, 'schedule'],
    [{ schedule: { monday: UNSET } }, 'schedule.sunday'],
    [
      {
        schedule: {
          ...week(UNSET),
          holiday: UNSET,
        },
      },
      'schedule.holiday',
    ],
  ])('400 naming the field for %j', async (patch, field) => {
    const body = {
      schedule: week(UNSET),
      orderCutOffTime: '12:00',
      ...patch,
    };
    const res = await save(people.admin, body).expect(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it("saving one business's schedule never touches another's", async () => {
    const before = await t.db.prisma.openingHours.findMany({
      where: { businessId: OTHER_BUSINESS_ID },
      orderBy: { weekday: 'asc' },
    });
    await save(people.admin, {
      schedule: week({ open: '07:00', close: '08:00', isActive: true }),
      orderCutOffTime: '06:00',
    }).expect(200);
    const after = await t.db.prisma.openingHours.findMany({
      where: { businessId: OTHER_BUSINESS_ID },
      orderBy: { weekday: 'asc' },
    });
    expect(after).toEqual(before);
    const otherView = await t.api.get(URL).set('authorization', people.other).expect(200);
    expect(otherView.body.data.orderCutOffTime).toBe('16:00');
  });

  it('two simultaneous saves leave one of the two whole weeks, never a mix', async () => {
    const a = { schedule: week({ open: '06:00', close: '07:00', isActive: true }), orderCutOffTime: '05:00' };
    const b = { schedule: week({ open: '20:00', close: '22:00', isActive: false }), orderCutOffTime: '19:00' };
    const [ra, rb] = await Promise.all([save(people.admin, a), save(people.admin, b)]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    const now = (await t.api.get(URL).set('authorization', people.admin).expect(200)).body.data;
    expect([a, b]).toContainEqual(now);
  });

  it('401 without a token; 403 for Merchandizer (availability.view only)', async () => {
    const body = { schedule: week(UNSET), orderCutOffTime: null };
    await t.api.put(URL).send(body).expect(401);
    const res = await save(people.merch, body).expect(403);
    expect(res.body.message).toMatch(/availability\.manage/);
  });
});
