import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
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
const shell = `<!doctype html><html><head></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
// Vite's manifest of the build: the storefront's entry (a page of its own), the dashboard's entry, two route modules
// of the orders page, and a chunk they share with the dashboard's entry.
const manifest = {
  'storefront.html': { file: 'assets/storefront-f1.js', isEntry: true, imports: ['_react-r1.js'] },
  '_react-r1.js': { file: 'assets/react-r1.js' },
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_shared-s1.js'] },
  '_shared-s1.js': { file: 'assets/shared-s1.js' },
  '_table-t1.js': { file: 'assets/table-t1.js', imports: ['_shared-s1.js'] },
  'src/app/routes/dashboard/dashboard-root.tsx': { file: 'assets/dashboard-root-d1.js', imports: ['index.html'] },
  'src/app/routes/dashboard/orders.tsx': { file: 'assets/orders-o1.js', imports: ['_table-t1.js', 'index.html'] },
};
let app: FastifyInstance;
let db: Database;

beforeAll(async () => {
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
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
    for (const url of ['/', '/login', '/dashboard/orders', '/dashboard/orders?status=delivered']) {
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

  it("names a page's route chunks in its shell for preloading, leaving out what the entry loads", async () => {
    const res = await get('/dashboard/orders?page=2', 'gzip');
    const preloads = [...res.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloads.sort()).toEqual(['/assets/dashboard-root-d1.js', '/assets/orders-o1.js', '/assets/table-t1.js']);
    expect(res.body).toContain('<div id="root"></div>');
    const again = await app.inject({
      url: '/dashboard/orders',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    for (const url of ['/', '/login', '/no-such-page']) {
      expect((await get(url, 'identity')).body, url).toBe(shell);
    }
  });

  it('sends the page the build prerendered for a public address, compressed, unless the visitor is signed in', async () => {
    const page = `<!doctype html><html><head></head><body><div id="root" aria-busy="true"><h1>Welcome back</h1>${' '.repeat(2000)}</div></body></html>`;
    mkdirSync(path.join(dir, 'prerendered'));
    writeFileSync(path.join(dir, 'prerendered', 'login.html'), page);
    writeFileSync(path.join(dir, 'prerendered', 'login.html.br'), brotliCompressSync(page));
    try {
      for (const url of ['/login', '/login?next=%2Fdashboard']) {
        const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(String(res.headers.vary).toLowerCase()).toContain('cookie');
        expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
      }
      // Someone signed in is sent on from /login by the app, which the shell starts at once.
      const signedIn = await app.inject({ url: '/login', cookies: { accessToken: 'a-token' } });
      expect(signedIn.body).toBe(shell);
      // Addresses the build prerendered nothing for get the shell as before.
      for (const url of ['/', '/signup']) expect((await get(url, 'identity')).body, url).toBe(shell);
    } finally {
      rmSync(path.join(dir, 'prerendered'), { recursive: true, force: true });
    }
  });
});
