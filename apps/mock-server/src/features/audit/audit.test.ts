import { describe, expect, it } from 'vitest';
import { DEMO_BUSINESS_ID, DEMO_EMAIL, DEMO_USER_ID, OTHER_BUSINESS_ID } from '../../seed/fixtures.ts';
import { parseCsv } from '../../testing/csv.ts';
import { useTestApp } from '../../testing/harness.ts';
import { firstPageMeta } from '../../testing/paging.ts';
import { useSeededPeople } from '../../testing/people.ts';
import { fromIsoDate } from '../../lib/dates.ts';
import { auditFilter, COUNT_LIMIT, exportAuditEvents } from './queries.ts';
import { toCsvRow, type AuditExportRow } from './view.ts';

const t = useTestApp();
const people = useSeededPeople(t);
const LIST = '/api/v1/vendor/audit-events';
const EXPORT = '/api/v1/vendor/audit-events/export';
const day = (d: Date) => d.toISOString().slice(0, 10);

describe('GET /vendor/audit-events', () => {
  it('pages the business log newest first, with the user', async () => {
    const res = await t.api.get(`${LIST}?pageSize=5`).set('authorization', people.manager).expect(200);
    const total = await t.db.prisma.auditEvent.count({ where: { businessId: DEMO_BUSINESS_ID } });
    expect(res.body.meta).toEqual(firstPageMeta(total, 5));
    expect(res.body.data).toHaveLength(5);
    const times = res.body.data.map((e: { createdAt: string }) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const invited = res.body.data.find((e: { eventType: string }) => e.eventType === 'invited');
    expect(invited).toMatchObject({
      user: { id: DEMO_USER_ID, name: 'Ada Okafor', email: DEMO_EMAIL },
      itemType: 'invite',
    });
    const page2 = await t.api.get(`${LIST}?pageSize=5&pageNumber=2`).set('authorization', people.manager).expect(200);
    expect(page2.body.data[0].createdAt <= times[4]).toBe(true);
    expect(page2.body.data.map((e: { id: string }) => e.id)).not.toContain(res.body.data[4].id);
  });

  it('filters by event type and by whole days, both inclusive', async () => {
    const auth = people.admin;
    const deleted = await t.api.get(`${LIST}?eventType=deleted`).set('authorization', auth).expect(200);
    expect(deleted.body.data.length).toBeGreaterThan(0);
    expect(deleted.body.data.every((e: { eventType: string }) => e.eventType === 'deleted')).toBe(true);

    const target = await t.db.prisma.auditEvent.findFirstOrThrow({
      where: { businessId: DEMO_BUSINESS_ID, eventType: 'deleted' },
    });
    const sameDay = day(target.createdAt);
    const one = await t.api
      .get(`${LIST}?from=${sameDay}&to=${sameDay}&pageSize=100`)
      .set('authorization', auth)
      .expect(200);
    expect(one.body.data.map((e: { id: string }) => e.id)).toContain(target.id);
    expect(one.body.data.every((e: { createdAt: string }) => e.createdAt.startsWith(sameDay))).toBe(true);
    const start = new Date(`${sameDay}T00:00:00.000Z`);
    const expected = await t.db.prisma.auditEvent.count({
      where: { businessId: DEMO_BUSINESS_ID, createdAt: { gte: start, lt: new Date(start.getTime() + 86_400_000) } },
    });
    expect(one.body.meta.totalNumberOfRecords).toBe(expected);
    const dayAfter = day(new Date(start.getTime() + 86_400_000));
    const after = await t.api.get(`${LIST}?from=${dayAfter}&pageSize=100`).set('authorization', auth).expect(200);
    expect(after.body.data.map((e: { id: string }) => e.id)).not.toContain(target.id);
  });

  it('never shows another business', async () => {
    const res = await t.api.get(`${LIST}?pageSize=100`).set('authorization', people.other).expect(200);
    const own = await t.db.prisma.auditEvent.findMany({
      where: { businessId: OTHER_BUSINESS_ID },
      select: { id: true },
    });
    expect(res.body.data.map((e: { id: string }) => e.id).sort()).toEqual(own.map((e) => e.id).sort());
  });

  it('rejects bad filters, naming the field (400)', async () => {
    const auth = people.admin;
    const type = await t.api.get(`${LIST}?eventType=hacked`).set('authorization', auth).expect(400);
    expect(type.body.errors).toEqual([{ field: 'eventType', error: expect.any(String) }]);
    const date = await t.api.get(`${LIST}?from=2025-13-45`).set('authorization', auth).expect(400);
    expect(date.body.errors).toEqual([{ field: 'from', error: expect.any(String) }]);
    const order = await t.api.get(`${LIST}?from=2025-06-02&to=2025-06-01`).set('authorization', auth).expect(400);
    expect(order.body.errors).toEqual([{ field: 'to', error: 'Must be on or after from' }]);
    const size = await t.api.get(`${LIST}?pageSize=1000`).set('authorization', auth).expect(400);
    expect(size.body.errors[0].field).toBe('pageSize');
  });

  it('needs audit.view (403 for the Merchandizer) and a session (401)', async () => {
    await t.api.get(LIST).set('authorization', people.merch).expect(403);
    await t.api.get(LIST).expect(401);
  });
});

describe('a long log', () => {
  it('is counted so far, newest first: past the limit the total is a lower bound and Next goes on', async () => {
    const at = t.clock.now().getTime();
    await t.db.prisma.auditEvent.createMany({
      data: Array.from({ length: COUNT_LIMIT }, (_, n) => ({
        businessId: DEMO_BUSINESS_ID,
        eventType: 'updated',
        itemType: 'order',
        itemAffected: `Order ${n}`,
        description: 'Looked at',
        // A day back: another test's newest event of the same type is the one made at the clock's now.
        createdAt: new Date(at - 86_400_000 - n * 1000),
      })),
    });
    const first = await t.api.get(`${LIST}?pageSize=20`).set('authorization', people.admin).expect(200);
    expect(first.body.meta).toMatchObject({
      totalNumberOfRecords: COUNT_LIMIT - 1,
      totalNumberOfPages: Math.ceil((COUNT_LIMIT - 1) / 20),
      totalIsLowerBound: true,
    });
    // A page past the counted ones is still read, and counted up to itself.
    const pageSize = 100;
    const beyond = Math.floor(COUNT_LIMIT / pageSize) + 1;
    const far = await t.api
      .get(`${LIST}?pageSize=${pageSize}&pageNumber=${beyond}`)
      .set('authorization', people.admin)
      .expect(200);
    expect(far.body.data.length).toBeGreaterThan(0);
    expect(far.body.meta.totalNumberOfRecords).toBeGreaterThanOrEqual((beyond - 1) * pageSize + far.body.data.length);
    // One event type with fewer than the limit is counted exactly.
    const few = await t.api.get(`${LIST}?eventType=deleted`).set('authorization', people.admin).expect(200);
    expect(few.body.meta.totalIsLowerBound).toBeUndefined();
  });
});

describe('GET /vendor/audit-events/export', () => {
  it('exports the filtered log as a dated CSV attachment, and records the export', async () => {
    const auth = people.admin;
    // an item whose name could run as a formula, with a comma and quotes
    const made = await t.db.prisma.auditEvent.create({
      data: {
        businessId: DEMO_BUSINESS_ID,
        userId: DEMO_USER_ID,
        eventType: 'updated',
        itemType: 'meal',
        itemAffected: '=cmd|"/c calc"!A1',
        description: 'Renamed, then "fixed"\non two lines',
        createdAt: t.clock.now(),
      },
    });
    const res = await t.api.get(`${EXPORT}?eventType=updated`).set('authorization', auth).buffer(true).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="audit-log-${day(t.clock.now())}.csv"`);
    // The bytes as a spreadsheet gets them: the byte-order mark, the formula made inert, RFC 4180 quoting.
    expect(res.text.startsWith('\uFEFFDate and time,User,Event type,Item affected,Description\r\n')).toBe(true);
    expect(res.text).toContain(`,updated,"'=cmd|""/c calc""!A1","Renamed, then ""fixed""\non two lines"\r\n`);
    const text = res.text.replace(/^\uFEFF/, '');
    const rows = parseCsv(text);
    const expected = await t.db.prisma.auditEvent.count({
      where: { businessId: DEMO_BUSINESS_ID, eventType: 'updated' },
    });
    expect(rows).toHaveLength(expected + 1);
    expect(rows.slice(1).every((r) => r.length === 5 && r[2] === 'updated')).toBe(true);
    expect(rows[1]).toEqual([
      made.createdAt.toISOString(),
      `Ada Okafor (${DEMO_EMAIL})`,
      'updated',
      `'=cmd|"/c calc"!A1`,
      'Renamed, then "fixed"\non two lines',
    ]);
    const exported = await t.db.prisma.auditEvent.findFirstOrThrow({
      where: { businessId: DEMO_BUSINESS_ID, eventType: 'exported' },
      orderBy: { createdAt: 'desc' },
    });
    expect(exported).toMatchObject({
      userId: DEMO_USER_ID,
      itemAffected: 'Audit log',
      description: `Exported ${expected} audit events as CSV (all dates, event type updated).`,
    });
    // the export itself shows up in the log
    const list = await t.api.get(`${LIST}?eventType=exported`).set('authorization', auth).expect(200);
    expect(list.body.data[0].id).toBe(exported.id);
  });

  it('reads a long log batch by batch, each event once, newest first, within whole days', async () => {
    const at = t.clock.now();
    const times = [0, 0, 0, 1, 2, 3, 3].map((s) => new Date(at.getTime() - 2 * 86_400_000 + s * 1000));
    await t.db.prisma.auditEvent.createMany({
      data: times.map((createdAt, n) => ({
        businessId: DEMO_BUSINESS_ID,
        eventType: 'updated',
        itemType: 'meal',
        itemAffected: `Batch ${n}`,
        description: 'By the payments provider',
        createdAt,
      })),
    });
    const filter = auditFilter(DEMO_BUSINESS_ID, { from: day(times[0]!), to: day(times[0]!) });
    const read: AuditExportRow[] = [];
    for await (const batch of exportAuditEvents(t.db.sql, filter, 2)) read.push(...batch);
    const expected = await t.db.prisma.auditEvent.findMany({
      where: { businessId: DEMO_BUSINESS_ID, createdAt: { gte: fromIsoDate(day(times[0]!)) } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    const sameDay = expected.filter((e) => day(e.createdAt) === day(times[0]!));
    expect(read.map((r) => r.id)).toEqual(sameDay.map((e) => e.id));
    expect(read.map((r) => r.createdAt)).toEqual(sameDay.map((e) => e.createdAt.toISOString()));
    expect(toCsvRow(read.find((r) => r.itemAffected === 'Batch 0')!)[1]).toBe('System');
  });

  it('exports an empty range as the header row only', async () => {
    const res = await t.api
      .get(`${EXPORT}?from=2001-01-01&to=2001-01-31`)
      .set('authorization', people.manager)
      .buffer(true)
      .expect(200);
    expect(res.text.replace(/^\uFEFF/, '')).toBe('Date and time,User,Event type,Item affected,Description\r\n');
  });

  it('never exports another business', async () => {
    const res = await t.api.get(EXPORT).set('authorization', people.other).buffer(true).expect(200);
    const rows = parseCsv(res.text.replace(/^\uFEFF/, ''));
    expect(rows.slice(1).some((r) => r[1]?.includes(DEMO_EMAIL))).toBe(false);
    expect(rows.length - 1).toBe(
      await t.db.prisma.auditEvent.count({ where: { businessId: OTHER_BUSINESS_ID, eventType: { not: 'exported' } } }),
    );
  });

  it('rejects bad filters naming the field (400)', async () => {
    const res = await t.api.get(`${EXPORT}?to=yesterday`).set('authorization', people.admin).expect(400);
    expect(res.body.errors).toEqual([{ field: 'to', error: expect.any(String) }]);
  });

  it('needs audit.view (403) and a session (401)', async () => {
    await t.api.get(EXPORT).set('authorization', people.merch).expect(403);
    await t.api.get(EXPORT).expect(401);
  });
});
