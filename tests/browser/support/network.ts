import type { BrowserContext, Page } from 'playwright-core';

/**
 * Holds the page's next request to `pattern` until `release()`, then answers it with a 503 in the API's error shape;
 * later requests reach the server. A journey sees the loading state while the request is held, then the error
 * state, then (after its Retry) the real data.
 */
export async function failNextRequest(page: Page, pattern: string, message = 'The kitchen is busy, try again') {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let failed = false;
  await page.route(pattern, async (route) => {
    if (failed || route.request().method() !== 'GET') return route.continue();
    failed = true;
    await held;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        status: 'error',
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'SERVICE_UNAVAILABLE',
        message,
      }),
    });
  });
  return { release };
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
