import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from './app.ts';
import type { Database } from './db/database.ts';
import { loadEnv } from './env.ts';
import { openTestDatabase } from './testing/database.ts';

// The built web app is served as the build left it: pre-compressed copies by Accept-Encoding, hashed assets cached
// for good, the app shell always revalidated.
const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
const script = `console.log(${JSON.stringify('home kitchen '.repeat(200))});`;
const shell = `<!doctype html><html><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
let app: FastifyInstance;
let db: Database;

beforeAll(async () => {
  mkdirSync(path.join(dir, 'assets'));
  for (const [name, body] of [
    ['index.html', shell],
    ['assets/app-abc123.js', script],
  ] as const) {
    writeFileSync(path.join(dir, name), body);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(body));
  }
  db = await openTestDatabase(inject('testTemplate'));
  const env = loadEnv(
    { NODE_ENV: 'test' },
    { dataDir: dir, webDistDir: dir, jwtSecret: 'test-secret-that-is-long-enough-0123456789', logLevel: 'silent' },
  );
  app = await buildApp({ env, db, migrate: false });
});

afterAll(async () => {
  await app.close();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, encoding: string) => app.inject({ url, headers: { 'accept-encoding': encoding } });

describe('the web app', () => {
  it('sends the brotli copy of an asset to a client that accepts brotli, cached for good', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(brotliCompressSync(script))).toBe(true);
  });

  it('sends the gzip copy to a client without brotli and the file itself to one that accepts neither', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(gzipSync(script))).toBe(true);
    const plain = await get('/assets/app-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers the app shell at / and at any client route, revalidated by its ETag', async () => {
    for (const url of ['/', '/login', '/dashboard/orders']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers.etag).toBeTruthy();
    }
    const first = await get('/', 'identity');
    expect(first.body).toBe(shell);
    const again = await app.inject({ url: '/', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});
