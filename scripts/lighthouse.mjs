// Lighthouse's default mobile run (simulated slow 4G and a 4x slower CPU) on the public pages, five times each, in
// the machine's Chromium (CHROME_PATH, default /usr/bin/chromium): each run's performance and accessibility scores and
// the metrics behind them, then the largest contentful paint of each page in the same Chromium unthrottled (the
// browser's own PerformanceObserver, a fresh profile per load). Offline: it needs nothing but the browser and the page.
// Usage: pnpm lighthouse [--url http://127.0.0.1:8080] [--path / --path /login] [--storefront /k/mama-adas-kitchen]
//        [--runs 5] [--min-score 95]
// Without --url it starts the compiled server (pnpm build) on an empty data directory, and a second one with the demo
// kitchens for the storefront's pages. It fails when a run of a page scores below --min-score.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './lib/built-server.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    path: { type: 'string', multiple: true, default: ['/', '/login'] },
    storefront: { type: 'string', multiple: true, default: ['/k/mama-adas-kitchen'] },
    runs: { type: 'string', default: '5' },
    'min-score': { type: 'string', default: '95' },
  },
});
const runs = Number(values.runs);
const minScore = Number(values['min-score']);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const server = values.url ? undefined : await startBuiltServer();
const demoServer = values.url || values.storefront.length === 0 ? undefined : await startBuiltServer({ demo: true });
const pages = [
  ...values.path.map((page) => ({ page, base: values.url ?? server.base })),
  ...values.storefront.map((page) => ({ page, base: values.url ?? demoServer.base })),
];

const profile = mkdtempSync(path.join(tmpdir(), 'vendor-lighthouse-'));
const chrome = spawn(chromePath, [
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
  'speed-index',
  'total-blocking-time',
  'cumulative-layout-shift',
];
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** The page's largest contentful paint in ms, loaded unthrottled in a fresh context (nothing cached). */
async function localLcp(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const tab = await context.newPage();
  await tab.goto(url, { waitUntil: 'load' });
  const lcp = await tab.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? NaN)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
  );
  await context.close();
  return lcp;
}

const failures = [];
try {
  for (const { page, base } of pages) {
    // A first request warms the server (a storefront page's first render loads its bundle), which no run should pay.
    await fetch(base + page).then((response) => response.text());
    const scores = [];
    for (let run = 1; run <= runs; run++) {
      // A run whose trace Lighthouse could not record (NO_NAVSTART and the like) measured nothing: it is run again.
      let lhr;
      for (let attempt = 1; attempt <= 3; attempt++) {
        ({ lhr } = await lighthouse(base + page, {
          port,
          onlyCategories: ['performance', 'accessibility'],
          logLevel: 'error',
        }));
        if (!lhr.runtimeError) break;
        console.log(`${page} run ${run}/${runs}: not recorded (${lhr.runtimeError.code}), run again`);
      }
      const categories = Object.values(lhr.categories).map((c) => `${c.id} ${Math.round((c.score ?? 0) * 100)}`);
      const detail = metrics.map((m) => `${m.replace(/-/g, ' ')} ${lhr.audits[m]?.displayValue ?? '?'}`);
      const performance = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      scores.push(performance);
      const error = lhr.runtimeError ? ` ${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : '';
      console.log(`${page} run ${run}/${runs}: ${categories.join(', ')} (${detail.join('; ')})${error}`);
    }
    const below = scores.filter((score) => score < minScore).length;
    console.log(
      `${page}: performance ${scores.join(', ')} (median ${median(scores)}); ${runs - below} of ${runs} runs at ${minScore} or more`,
    );
    if (below > 0) failures.push(page);
  }
  const browser = await chromium.launch({ executablePath: chromePath });
  try {
    for (const { page, base } of pages) {
      const times = [];
      for (let run = 0; run < runs; run++) times.push(await localLcp(browser, base + page));
      console.log(
        `${page} in local Chromium, unthrottled, at 390 px: largest contentful paint ${times.map((t) => `${Math.round(t)} ms`).join(', ')} (median ${Math.round(median(times))} ms)`,
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  chrome.kill();
  await server?.stop();
  await demoServer?.stop();
  rmSync(profile, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.log(`below ${minScore}: ${failures.join(', ')}`);
  process.exitCode = 1;
}
