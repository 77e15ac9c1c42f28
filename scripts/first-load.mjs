// Prints what the first load of a page costs on the wire, measured in Chromium: every response's encoded bytes
// (headers and body, as the network delivered them) summed until the page is idle.
// Usage: pnpm first-load [--url http://127.0.0.1:8080] [--path /] [--path /login] [--max-kb 150]
//        [--storefront /k/mama-adas-kitchen] [--storefront-max-kb 120]
// The dashboard's pages (--path) load in a 1280 px window; the storefront's (--storefront, the demo kitchen's by
// default) in a 390 px one, as a phone opens it. Without --url it starts the compiled server (pnpm build) on an empty
// data directory, and a second one with the demo kitchens for the storefront, and stops them after.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './lib/built-server.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    path: { type: 'string', multiple: true, default: ['/', '/login'] },
    'max-kb': { type: 'string', default: '150' },
    storefront: { type: 'string', multiple: true, default: ['/k/mama-adas-kitchen'] },
    'storefront-max-kb': { type: 'string', default: '120' },
  },
});
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const server = values.url ? undefined : await startBuiltServer();
const demoServer = values.url || values.storefront.length === 0 ? undefined : await startBuiltServer({ demo: true });
const base = values.url ?? server.base;
const storefrontBase = values.url ?? demoServer.base;
const pages = [
  ...values.path.map((path) => ({
    path,
    base,
    viewport: { width: 1280, height: 720 },
    maxKb: path === '/' ? Number(values['max-kb']) : null,
  })),
  ...values.storefront.map((path) => ({
    path,
    base: storefrontBase,
    viewport: { width: 390, height: 844 },
    maxKb: Number(values['storefront-max-kb']),
  })),
];

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
let failed = false;
try {
  for (const { path: page, base, viewport, maxKb } of pages) {
    const context = await browser.newContext({ viewport });
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
    console.log(
      `first load of ${page} at ${viewport.width} px: ${(total / 1024).toFixed(1)} KB on the wire in ${sizes.size} responses` +
        (maxKb ? ` (budget ${maxKb} KB)` : ''),
    );
    const rows = [...sizes.entries()].map(([id, n]) => [n, urls.get(id) ?? id]).sort((a, b) => b[0] - a[0]);
    for (const [n, url] of rows) console.log(`  ${(n / 1024).toFixed(1).padStart(7)} KB  ${url.replace(base, '')}`);
    if (maxKb && total / 1024 > maxKb) {
      console.log(`  over the budget of ${maxKb} KB`);
      failed = true;
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server?.stop();
  await demoServer?.stop();
}
if (failed) process.exitCode = 1;
