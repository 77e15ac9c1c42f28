import type { Page } from 'playwright-core';

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
