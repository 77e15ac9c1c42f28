// Prints what the first load of a page costs on the wire, measured in Chromium: every response's encoded bytes
// (headers and body, as the network delivered them) summed until the page is idle.
// Usage: pnpm first-load [--url http://127.0.0.1:8080] [--path /] [--path /login] [--max-kb 150]
// Without --url it starts the compiled server (pnpm build:server) on an empty data directory and stops it after.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    path: { type: 'string', multiple: true, default: ['/', '/login'] },
    'max-kb': { type: 'string', default: '150' },
  },
});
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let server;
let dataDir;
let base = values.url;
if (!base) {
  const entry = path.join(root, 'apps/mock-server/dist/server.js');
  if (!existsSync(entry)) throw new Error('apps/mock-server/dist/server.js is missing: run pnpm build first');
  dataDir = mkdtempSync(path.join(tmpdir(), 'vendor-first-load-'));
  const port = 20000 + Math.floor(Math.random() * 2000);
  server = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'first-load-secret-first-load-secret-0123',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 2400) throw new Error('the server did not become healthy');
    await sleep(50);
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
let failed = false;
try {
  for (const page of values.path) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const urls = new Map();
    const sizes = new Map();
    cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
    cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
    await tab.goto(base + page, { waitUntil: 'networkidle' });
    await sleep(300);
    const total = [...sizes.values()].reduce((s, n) => s + n, 0);
    console.log(`first load of ${page}: ${(total / 1024).toFixed(1)} KB on the wire in ${sizes.size} responses`);
    const rows = [...sizes.entries()].map(([id, n]) => [n, urls.get(id) ?? id]).sort((a, b) => b[0] - a[0]);
    for (const [n, url] of rows) console.log(`  ${(n / 1024).toFixed(1).padStart(7)} KB  ${url.replace(base, '')}`);
    if (page === '/' && total / 1024 > Number(values['max-kb'])) failed = true;
    await context.close();
  }
} finally {
  await browser.close();
  server?.kill('SIGTERM');
  if (dataDir) {
    await sleep(500);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (failed) {
  console.log(`over the budget of ${values['max-kb']} KB`);
  process.exitCode = 1;
}
