import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { typeInto } from './keyboard.ts';
import { type ApiSession, latestCode, latestMail } from './server.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** How long a single wait for the page may take before the journey fails with a readable message. */
export const WAIT_MS = 10_000;

export const baseUrl = (): string => inject('browserBaseUrl');
export const jwtSecret = (): string | null => inject('browserJwtSecret');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      '--lang=en-GB',
    ],
  });
}

export interface ContextOptions {
  width?: number;
  height?: number;
  theme?: 'light' | 'dark';
}

export interface Journey {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of the page; a journey ends with none. */
  errors: string[];
  /** What the Content-Security-Policy blocked; a journey ends with none (the web app runs under the real policy). */
  cspViolations: string[];
  /** Closes the context early (several journeys in one test); its errors are still checked after the test. */
  close(): Promise<void>;
}

/** A fresh browser profile (no cookies, no storage) and one page, 1440×900 unless told otherwise. */
export async function openJourney(browser: Browser, options: ContextOptions = {}): Promise<Journey> {
  const width = options.width ?? 1440;
  const height = options.height ?? (width > 800 ? 900 : 844);
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, locale: 'en-GB' });
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(WAIT_MS * 2);
  if (options.theme) {
    await context.addInitScript((mode) => localStorage.setItem('theme', mode), options.theme);
  }
  // The browser reports a blocked resource or inline code on the console; the event names the directive besides.
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`),
    ),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  const cspViolations: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      cspViolations.push(`${page.url()}: ${message.text()}`);
  });
  return { context, page, errors, cspViolations, close: () => context.close() };
}

/** Stores a session the way the web app does: cookies accessToken, refreshToken and user. */
export async function addSession(
  context: BrowserContext,
  session: Pick<ApiSession, 'accessToken' | 'refreshToken' | 'user'>,
) {
  const url = baseUrl();
  await context.addCookies(
    [
      ['accessToken', session.accessToken],
      ['refreshToken', session.refreshToken],
      ['user', JSON.stringify(session.user)],
    ].map(([name, value]) => ({ name: name!, value: encodeURIComponent(value!), url, sameSite: 'Strict' as const })),
  );
}

/** The context's cookies by name. */
export async function cookieMap(context: BrowserContext) {
  return new Map((await context.cookies(baseUrl())).map((cookie) => [cookie.name, cookie]));
}

/**
 * Goes through the code flow in the page that shows the e-mail step (/login or /signup): types the e-mail with the
 * keyboard, sends the code, reads it from the development outbox, types it and verifies it. Returns once the code
 * has been submitted.
 */
export async function enterCodeFlow(page: Page, email: string): Promise<void> {
  const before = (await latestMail(baseUrl(), email))?.createdAt ?? '';
  await typeInto(page.getByLabel('E-mail address'), email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').waitFor();
  const code = await latestCode(baseUrl(), email, before);
  await typeInto(page.getByLabel('6-digit code'), code);
  await page.getByRole('button', { name: 'Verify code' }).click();
}

/**
 * Opens a page and waits until it is ready to use: the prerendered public pages (/, /login, /signup) show before their
 * code runs, and say so with aria-busy on the root until they are hydrated.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await waitUntilReady(page);
}

/** Waits until the page's root is no longer busy (a prerendered page is hydrated); at once for any other page. */
export async function waitUntilReady(page: Page): Promise<void> {
  await page.locator('#root:not([aria-busy])').waitFor({ state: 'attached' });
}

/** Signs in through /login with the e-mailed code and waits for the page the app sends the member to. */
export async function signInThroughUi(page: Page, email: string, landing = '/dashboard'): Promise<void> {
  await openPage(page, '/login');
  await page.getByRole('heading', { level: 1, name: 'Welcome back, sign in to start selling' }).waitFor();
  await enterCodeFlow(page, email);
  await page.waitForURL(`${baseUrl()}${landing}`);
}

export const pathOf = (page: Page): string => new URL(page.url()).pathname;

export interface Journeys {
  /** A fresh browser context and page. */
  open(options?: ContextOptions): Promise<Journey>;
  /** A fresh journey signed in as `session`, its page opened at `path` when one is given. */
  openAs(session: SessionCookies, options?: ContextOptions & { path?: string }): Promise<Journey>;
}

type SessionCookies = Parameters<typeof addSession>[1];

/**
 * One Chromium for the test file. `open()` starts a fresh browser context for a journey; after each test it is closed,
 * and the test fails if the page threw an uncaught error or broke the Content-Security-Policy.
 */
export function useBrowser(): Journeys {
  let browser: Browser | undefined;
  let opened: Journey[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const errors = opened.flatMap((journey) => journey.errors);
    const cspViolations = opened.flatMap((journey) => journey.cspViolations);
    await Promise.all(opened.map((journey) => journey.context.close()));
    opened = [];
    expect(errors, 'uncaught errors in the page').toEqual([]);
    expect(cspViolations, 'Content Security Policy violations in the page').toEqual([]);
  });
  async function open(options?: ContextOptions) {
    if (!browser) throw new Error('useBrowser(): the browser has not started');
    const journey = await openJourney(browser, options);
    opened.push(journey);
    return journey;
  }
  return {
    open,
    async openAs(session, { path, ...options } = {}) {
      const journey = await open(options);
      await addSession(journey.context, session);
      if (path !== undefined) await journey.page.goto(`${baseUrl()}${path}`);
      return journey;
    },
  };
}
