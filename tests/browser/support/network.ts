import type { BrowserContext, Page, Route } from 'playwright-core';
import { baseUrl } from './browser.ts';

/** What `page.route` matches: a glob, a regular expression or a test of the URL. */
type RoutePattern = Parameters<Page['route']>[0];
type Answer = Parameters<Route['fulfill']>[0];

/** The error body the server sends, for a failure the journey makes up. */
export const apiFailure = (status: number, message: string, errors: { field: string; error: string }[] = []) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({
    success: false,
    status: 'error',
    statusCode: status,
    error: 'Error',
    code: 'ERR',
    message,
    errors,
  }),
});

/**
 * Holds the page's next request to `pattern` until `release()`, then answers it with a 503 in the API's error shape;
 * later requests reach the server. A journey sees the loading state while the request is held, then the error
 * state, then (after its Retry) the real data.
 */
export async function failNextRequest(page: Page, pattern: RoutePattern, message = 'The kitchen is busy, try again') {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let failed = false;
  await page.route(pattern, async (route) => {
    if (failed || route.request().method() !== 'GET') return route.continue();
    failed = true;
    await held;
    await route.fulfill(apiFailure(503, message));
  });
  return { release };
}

export interface FailingLoad {
  /** The page in the app that loads the data. */
  path: string;
  /** The request that fails once, as `page.route` matches it. */
  request: RoutePattern;
  /** The name of the loading status shown while the request is held. */
  loading: string;
  /** Text of the alert that says the data could not be loaded. */
  failure: string;
  /** The message of the failed answer, when not the default one. */
  message?: string;
}

/**
 * Opens `path` with its first GET to `request` held: waits for the loading status, lets the request fail, and returns
 * the alert that says so (with its Retry); the requests after it reach the server.
 */
export async function openWithFailingLoad(page: Page, load: FailingLoad) {
  const request = await failNextRequest(page, load.request, load.message);
  await page.goto(`${baseUrl()}${load.path}`);
  await page.getByRole('status', { name: load.loading }).waitFor();
  request.release();
  return page.getByRole('alert').filter({ hasText: load.failure });
}

/**
 * Answers the first request to `pattern` (of `method`, when given) at once with a 503 "The service is busy, try
 * again"; later requests reach the server.
 */
export async function failFirstRequest(page: Page, pattern: string, method?: string) {
  let failNext = true;
  await page.route(pattern, async (route) => {
    if (failNext && (method === undefined || route.request().method() === method)) {
      failNext = false;
      await route.fulfill(apiFailure(503, 'The service is busy, try again'));
    } else await route.continue();
  });
}

/**
 * Opens `path` with the first GET to `request` failing, waits for the alert that says `failure` and clicks its Retry:
 * a failed load shows Retry, never an empty form.
 */
export async function openAfterFailedLoad(page: Page, path: string, request: string, failure: string) {
  await failFirstRequest(page, request, 'GET');
  await page.goto(`${baseUrl()}${path}`);
  const alert = page.getByRole('alert').filter({ hasText: failure });
  await alert.waitFor();
  await alert.getByRole('button', { name: 'Retry' }).click();
}

/** Answers every request to `pattern` whose method is one of `methods` with `answer`; the others reach the server. */
export async function answerRequests(page: Page, pattern: string, methods: string | string[], answer: Answer) {
  await page.route(pattern, (route) =>
    [methods].flat().includes(route.request().method()) ? route.fulfill(answer) : route.continue(),
  );
}

/**
 * Answers every request to `pattern` (of `method`, when given) with `answer` until `stop()`; from then on they reach
 * the server, so the journey's Retry loads the real data.
 */
export async function failUntilStopped(page: Page, pattern: string, answer: Answer, method?: string) {
  let failing = true;
  await page.route(pattern, (route) =>
    failing && (method === undefined || route.request().method() === method) ? route.fulfill(answer) : route.continue(),
  );
  return {
    stop: () => {
      failing = false;
    },
  };
}

/**
 * Keeps the body of every request the app sends with a body, by method and path, so a journey can check exactly what
 * went over the wire (the app's fetch reads `globalThis.fetch` at each call).
 */
export async function recordRequestBodies(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const sent: Record<string, string[]> = {};
    (window as unknown as { __sentBodies: typeof sent }).__sentBodies = sent;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method !== 'GET') {
        const key = `${request.method} ${new URL(request.url).pathname}`;
        (sent[key] ??= []).push(await request.clone().text());
      }
      return original(request);
    };
  });
}

export const sentBodies = (page: Page, key: string) =>
  page.evaluate(
    (name) => (window as unknown as { __sentBodies: Record<string, string[]> }).__sentBodies[name] ?? [],
    key,
  );

/**
 * Answers the live event stream with 404, as an API without live updates does. A page holding the stream open never
 * goes network-idle, so journeys that wait for that (screen captures) run the web app as it runs against such an API:
 * it then fetches the open Orders list every 30 s instead, with no error shown.
 */
export async function withoutLiveStream(context: BrowserContext): Promise<void> {
  await context.route(/\/api\/v1\/vendor\/events$/, (route) => route.fulfill(apiFailure(404, 'No route')));
}
