import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_SHARED_BUFFERS } from './database.ts';

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
