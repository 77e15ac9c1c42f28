// Lighthouse's default mobile run (simulated slow 4G and a 4x slower CPU) on the public pages, in the machine's
// Chromium (CHROME_PATH, default /usr/bin/chromium), printing each page's performance and accessibility scores and
// the metrics behind them. Offline: Lighthouse needs nothing but the browser and the page.
// Usage: pnpm lighthouse [--url http://127.0.0.1:8080] [--path / --path /login]
// Without --url it starts the compiled server (pnpm build) on an empty data directory.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { startBuiltServer } from './lib/built-server.mjs';

const { values } = parseArgs({
  options: { url: { type: 'string' }, path: { type: 'string', multiple: true, default: ['/', '/login'] } },
});
const server = values.url ? undefined : await startBuiltServer();
const base = values.url ?? server.base;
const profile = mkdtempSync(path.join(tmpdir(), 'vendor-lighthouse-'));
const chrome = spawn(process.env.CHROME_PATH ?? '/usr/bin/chromium', [
  '--headless=new',
  '--no-sandbox',
  '--remote-debugging-port=0',
  `--user-data-dir=${profile}`,
  'about:blank',
]);
// Chromium names its DevTools port on stderr once it listens.
const port = await new Promise((resolve, reject) => {
  let text = '';
  chrome.stderr.on('data', (chunk) => {
    text += chunk;
    const match = text.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
    if (match) resolve(Number(match[1]));
  });
  chrome.once('exit', () => reject(new Error(`Chromium exited: ${text}`)));
});
const metrics = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];
try {
  for (const page of values.path) {
    const { lhr } = await lighthouse(base + page, {
      port,
      onlyCategories: ['performance', 'accessibility'],
      logLevel: 'error',
    });
    const scores = Object.values(lhr.categories).map((c) => `${c.id} ${Math.round((c.score ?? 0) * 100)}`);
    const detail = metrics.map((m) => `${m.replace(/-/g, ' ')} ${lhr.audits[m]?.displayValue ?? '?'}`);
    console.log(`${page}: ${scores.join(', ')} (${detail.join('; ')})`);
  }
} finally {
  chrome.kill();
  await server?.stop();
  rmSync(profile, { recursive: true, force: true });
}
