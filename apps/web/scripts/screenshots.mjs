#!/usr/bin/env node
// Screenshots of the main pages at 1440 px and 390 px, light and dark, in headless Chromium.
// Needs a running server that serves the built app (e.g. `pnpm start` at the repo root).
// Usage: BASE_URL=http://127.0.0.1:8080 node scripts/screenshots.mjs [outDir]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const BASE_URL = (process.env.BASE_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const API = `${BASE_URL}/api/v1`;
const OUT = process.argv[2] ?? 'screenshots';
const EMAIL = process.env.DEMO_EMAIL ?? 'demo@kitchen.test';
mkdirSync(OUT, { recursive: true });

async function post(path, body) {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${json.message}`);
  return json.data;
}

/** Signs the demo vendor in through the code flow, reading the code from the dev outbox. */
async function signIn() {
  await post('/vendor/auth/otp', { email: EMAIL });
  const outbox = await (await fetch(`${API}/dev/outbox?to=${encodeURIComponent(EMAIL)}`)).json();
  const latest = [...outbox.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const code = /\b(\d{6})\b/.exec(latest.subject)?.[1];
  if (!code) throw new Error('No code in the outbox');
  return post('/vendor/auth/otp/verify', { email: EMAIL, otp: code });
}

const session = await signIn();
const { hostname } = new URL(BASE_URL);
const sessionCookies = [
  ['accessToken', session.accessToken],
  ['refreshToken', session.refreshToken],
  ['user', JSON.stringify(session.user)],
].map(([name, value]) => ({ name, value: encodeURIComponent(value), domain: hostname, path: '/', sameSite: 'Strict' }));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const pages = [
  { name: 'landing', path: '/', fullPage: true },
  { name: 'login', path: '/login' },
  { name: 'signup', path: '/signup' },
  { name: 'dashboard', path: '/dashboard', auth: true, waitFor: 'svg[role="img"]', fullPage: true },
  { name: 'settings', path: '/dashboard/settings/shipping', auth: true },
  { name: 'onboarding', path: '/onboarding', auth: true },
  { name: 'not-found', path: '/no-such-page' },
];

const failures = [];
for (const theme of ['light', 'dark']) {
  for (const width of [1440, 390]) {
    const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 844 }, deviceScaleFactor: 1 });
    await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    const page = await context.newPage();
    page.on('pageerror', (error) => failures.push(`${theme} ${width} ${page.url()}: ${error.message}`));
    for (const spec of pages) {
      await context.clearCookies();
      if (spec.auth) await context.addCookies(sessionCookies);
      await page.goto(`${BASE_URL}${spec.path}`, { waitUntil: 'networkidle' });
      if (spec.waitFor) await page.waitForSelector(spec.waitFor, { timeout: 10_000 }).catch(() => failures.push(`${spec.name}: ${spec.waitFor} not found`));
      const file = join(OUT, `${spec.name}-${width}-${theme}.png`);
      await page.screenshot({ path: file, fullPage: Boolean(spec.fullPage) });
      console.log(file);
    }
    if (width === 390) {
      await context.addCookies(sessionCookies);
      await page.goto(`${BASE_URL}/dashboard`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.waitForTimeout(400);
      const file = join(OUT, `drawer-${width}-${theme}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    } else {
      await context.addCookies(sessionCookies);
      await page.goto(`${BASE_URL}/dashboard`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForTimeout(400);
      const file = join(OUT, `signout-${width}-${theme}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
if (failures.length) {
  console.error(failures.join('\n'));
  process.exitCode = 1;
}
