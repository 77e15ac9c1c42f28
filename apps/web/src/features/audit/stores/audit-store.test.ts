import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '@/lib/download';
import { apiError, ok } from '@/testing/fake-fetch';
import { createTestRootStore } from '@/testing/test-root-store';
import { parseCsv } from '@vendor/csv';
import { filterCsvByUser } from './audit-csv';
import { type AuditEvent, AuditStore, SYSTEM_USER } from './audit-store';

vi.mock('@/lib/download', () => ({ saveFile: vi.fn() }));

const me = { firstName: 'Ada', lastName: 'Okafor', email: 'demo@kitchen.test' };
const ada = { id: 'u-ada', name: 'Ada Okafor', email: 'demo@kitchen.test' };
const tunde = { id: 'u-tunde', name: 'Tunde Bakare', email: 'manager@kitchen.test' };

const event = (n: number, user: AuditEvent['user']): AuditEvent => ({
  id: `e${n}`,
  createdAt: `2026-01-${String(n).padStart(2, '0')}T10:00:00.000Z`,
  user,
  eventType: 'updated',
  itemType: 'meal',
  itemId: null,
  itemAffected: `Meal ${n}`,
  description: `Changed meal ${n}.`,
});

const pageOf = (rows: AuditEvent[], pageNumber: number, pageSize: number, total: number) =>
  ok(rows, {
    meta: { pageNumber, pageSize, totalNumberOfRecords: total, totalNumberOfPages: Math.ceil(total / pageSize) },
  });

afterEach(() => vi.mocked(saveFile).mockReset());

describe('AuditStore', () => {
  it("reads the server's page for dates and event type", async () => {
    const { store } = createTestRootStore(
      { 'GET /vendor/audit-events': () => pageOf([event(1, ada)], 2, 20, 21) },
      { accessToken: 'a', user: me },
    );
    const read = store.get(AuditStore).listAuditEvents({ from: '2026-01-01', eventType: 'updated' }, 2);
    await read.load();
    expect(read.data?.rows.map((row) => row.id)).toEqual(['e1']);
    expect(read.data?.meta.totalNumberOfRecords).toBe(21);
  });

  it("narrows to one person's events across the whole log and pages them itself", async () => {
    const all = Array.from({ length: 150 }, (_, i) => event(i + 1, i % 3 === 0 ? tunde : i % 3 === 1 ? ada : null));
    const { store, calls } = createTestRootStore(
      {
        // Each read of the whole log asks for page 1, then page 2 (the fake sees no query string).
        'GET /vendor/audit-events': () => {
          const page = ((calls.length - 1) % 2) + 1;
          return pageOf(all.slice((page - 1) * 100, page * 100), page, 100, all.length);
        },
      },
      { accessToken: 'a', user: me },
    );
    const audit = store.get(AuditStore);
    const read = audit.listAuditEvents({ userId: tunde.id }, 2);
    await read.load();
    expect(calls).toHaveLength(2);
    expect(read.data?.meta).toEqual({ pageNumber: 2, pageSize: 20, totalNumberOfRecords: 50, totalNumberOfPages: 3 });
    expect(read.data?.rows.every((row) => row.user?.id === tunde.id)).toBe(true);
    expect(read.data?.truncated).toBe(false);

    const system = audit.listAuditEvents({ userId: SYSTEM_USER });
    await system.load();
    expect(system.data?.meta.totalNumberOfRecords).toBe(50);
    expect(system.data?.rows.every((row) => row.user === null)).toBe(true);
  });

  it('saves the CSV under the name the server gives, and reads the log again', async () => {
    const csv = '\uFEFFDate and time,User,Event type,Item affected,Description\r\n';
    const { store } = createTestRootStore(
      {
        'GET /vendor/audit-events/export': () =>
          new Response(csv, {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="audit-log-2026-03-05.csv"',
            },
          }),
      },
      { accessToken: 'a', user: me },
    );
    const result = await store.get(AuditStore).exportAuditEvents({ eventType: 'deleted' });
    expect(result).toEqual({ ok: true, data: 'audit-log-2026-03-05.csv' });
    const [contents, filename] = vi.mocked(saveFile).mock.calls[0]!;
    expect(filename).toBe('audit-log-2026-03-05.csv');
    expect(new Uint8Array(await (contents as Blob).arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
    expect(store.ui.toasts.map((toast) => toast.message)).toEqual(['Audit log exported']);
  });

  it("keeps only one person's rows in the file when the log is narrowed to them", async () => {
    const csv =
      '\uFEFFDate and time,User,Event type,Item affected,Description\r\n' +
      '2026-01-02T10:00:00.000Z,Ada Okafor (demo@kitchen.test),updated,Jollof,"Changed price, then name"\r\n' +
      '2026-01-01T10:00:00.000Z,Tunde Bakare (manager@kitchen.test),deleted,Chin Chin,"Said ""no"""\r\n' +
      '2026-01-01T09:00:00.000Z,System,status_changed,Order 1,"Line one\r\nline two"\r\n';
    const { store } = createTestRootStore(
      { 'GET /vendor/audit-events/export': () => new Response(csv, { headers: { 'Content-Type': 'text/csv' } }) },
      { accessToken: 'a', user: me },
    );
    await store.get(AuditStore).exportAuditEvents({ userId: tunde.id }, tunde.email);
    const [contents, filename] = vi.mocked(saveFile).mock.calls[0]!;
    expect(filename).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(parseCsv((contents as string).replace(/^\uFEFF/, ''))).toEqual([
      ['Date and time', 'User', 'Event type', 'Item affected', 'Description'],
      ['2026-01-01T10:00:00.000Z', 'Tunde Bakare (manager@kitchen.test)', 'deleted', 'Chin Chin', 'Said "no"'],
    ]);
    expect((contents as string).startsWith('\uFEFF')).toBe(true);
  });

  it("shows the server's reason when the export fails", async () => {
    const { store } = createTestRootStore(
      { 'GET /vendor/audit-events/export': () => apiError(400, 'The end date is before the start date') },
      { accessToken: 'a', user: me },
    );
    const result = await store.get(AuditStore).exportAuditEvents({ from: '2026-02-01', to: '2026-01-01' });
    expect(result.ok).toBe(false);
    expect(saveFile).not.toHaveBeenCalled();
    expect(store.ui.toasts.map((toast) => [toast.type, toast.message])).toEqual([
      ['error', 'The end date is before the start date'],
    ]);
  });
});

describe('filterCsvByUser', () => {
  const csv = 'A,User\r\n1,Ada (demo@kitchen.test)\r\n2,System\r\n';
  it('keeps the platform rows for System and no row for an unknown e-mail', () => {
    expect(filterCsvByUser(csv, { system: true })).toBe('\uFEFFA,User\r\n2,System\r\n');
    expect(filterCsvByUser(csv, { email: '' })).toBe('\uFEFFA,User\r\n');
    expect(filterCsvByUser(csv, { email: 'DEMO@kitchen.test' })).toBe('\uFEFFA,User\r\n1,Ada (demo@kitchen.test)\r\n');
  });
});
