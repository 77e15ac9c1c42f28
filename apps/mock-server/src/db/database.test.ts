import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_SHARED_BUFFERS, preparedStatementNames } from './database.ts';
import { ONE_PLAN } from '../lib/statement.ts';

// The embedded database keeps a small buffer pool, so an idle server stays small; the setting survives restarts.
const dataDir = mkdtempSync(path.join(tmpdir(), 'vendor-db-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const sharedBuffers = async () => {
  const db = await openDatabase({ dataDir, template: path.join(dataDir, 'no-template.tar.gz') });
  try {
    const [row] = await db.prisma.$queryRaw<{ value: string }[]>`SELECT current_setting('shared_buffers') AS value`;
    return row?.value;
  } finally {
    await db.close();
  }
};

describe('the embedded database', () => {
  it(`runs with a ${PGLITE_SHARED_BUFFERS} buffer pool from its next start on, and keeps it`, async () => {
    await sharedBuffers();
    expect(await sharedBuffers()).toBe(PGLITE_SHARED_BUFFERS);
    expect(await sharedBuffers()).toBe(PGLITE_SHARED_BUFFERS);
  }, 120_000);
});

describe('statements kept prepared on each connection', () => {
  it('names writes and reads by key, plans a read that sorts a business afresh, and keeps a read marked one plan', () => {
    const names = preparedStatementNames();
    const sorted = 'SELECT id FROM orders WHERE business_id = $1 ORDER BY created_at DESC LIMIT 20';
    expect(names({ sql: sorted })).toBe('');
    expect(names({ sql: 'SELECT * FROM orders WHERE id = $1' })).toMatch(/^q/);
    expect(names({ sql: 'UPDATE orders SET status = $2 WHERE id = $1 AND business_id = $3' })).toMatch(/^q/);
    // The order view by its id: the same plan for every business, so it is kept although it sorts.
    const view = `${ONE_PLAN}WITH page AS (SELECT id FROM orders WHERE id = $1 AND business_id = $2)
      SELECT json_agg(i.id ORDER BY i.id) FROM order_items i JOIN page ON page.id = i.order_id`;
    expect(names({ sql: view })).toMatch(/^q/);
    expect(names({ sql: view })).toBe(names({ sql: view }));
  });
});
