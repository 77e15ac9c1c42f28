export const TEST_BASE_URL = 'http://api.test/api/v1';

export interface RecordedCall {
  method: string;
  path: string;
  authorization: string | null;
  headers: Headers;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const ok = (data: unknown, extra: Record<string, unknown> = {}) =>
  json(200, { success: true, status: 'success', data, ...extra });

export const apiError = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  json(status, { success: false, status: 'error', statusCode: status, error: 'Error', code: 'ERR', message, ...extra });

/**
 * A fetch for openapi-fetch tests: routes "METHOD /path" (relative to the API base) to
 * handlers and records every call it receives.
 */
export function createFakeFetch(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(new URL(TEST_BASE_URL).pathname, '');
    const text = await request.text();
    const call: RecordedCall = {
      method: request.method,
      path,
      authorization: request.headers.get('Authorization'),
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const handler = routes[`${request.method} ${path}`];
    if (!handler) return apiError(404, `No fake route for ${request.method} ${path}`);
    return handler(call);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}
