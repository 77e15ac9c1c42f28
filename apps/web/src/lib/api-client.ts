import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '@vendor/api-types';
import { env } from '@/config/env';
import { toApiError } from './api-error';
import { createAuthMiddleware } from './auth-middleware';
import { session as cookieSession, type Session } from './session';

export type ApiClient = Client<paths>;

interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  session?: Session;
}

/** The typed API client with the bearer/refresh middleware installed. */
export function createApiClient({
  baseUrl = env.API_BASE_URL,
  // Resolved per call so tests and the browser's fetch are picked up late.
  fetch = (input, init) => globalThis.fetch(input, init),
  session = cookieSession,
}: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({ baseUrl, fetch });
  client.use(createAuthMiddleware({ baseUrl, session }));
  return client;
}

interface FetchResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an openapi-fetch call and returns its data, throwing an ApiError for
 * HTTP failures and for transport failures (FETCH_ERROR, PARSING_ERROR, TIMEOUT_ERROR).
 */
export async function unwrap<R extends FetchResult>(call: Promise<R>): Promise<Exclude<R['data'], undefined>> {
  let result: R;
  try {
    result = await call;
  } catch (cause) {
    throw toApiError(cause);
  }
  if (!result.response.ok || result.error !== undefined) {
    throw toApiError({ status: result.response.status, data: result.error });
  }
  return result.data as Exclude<R['data'], undefined>;
}

export const apiClient = createApiClient();
