import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, createFakeFetch, ok, TEST_BASE_URL, type RecordedCall } from '@/testing/fake-fetch';
import { createMemorySession } from '@/testing/memory-session';
import { createApiClient, unwrap } from './api-client';
import { session as cookieSession } from './session';

const user = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@kitchen.test' };

/** /vendor/me answers 401 unless it carries the given token. */
const meAcceptingOnly = (token: string) => (call: RecordedCall) =>
  call.authorization === `Bearer ${token}` ? ok(user) : apiError(401, 'Token expired');

describe('auth middleware', () => {
  afterEach(() => {
    for (const name of ['accessToken', 'refreshToken', 'user']) Cookies.remove(name, { path: '/' });
  });

  it('adds the bearer header from the stored access token', async () => {
    const { session } = createMemorySession({ accessToken: 'access-1' });
    const { fetch, calls } = createFakeFetch({ 'GET /vendor/me': () => ok(user) });
    const client = createApiClient({ baseUrl: TEST_BASE_URL, fetch, session });

    await unwrap(client.GET('/vendor/me'));

    expect(calls[0]?.authorization).toBe('Bearer access-1');
  });

  it('sends no Authorization header without a token', async () => {
    const { session } = createMemorySession();
    const { fetch, calls } = createFakeFetch({ 'POST /vendor/auth/otp': () => ok({}) });
    const client = createApiClient({ baseUrl: TEST_BASE_URL, fetch, session });

    await client.POST('/vendor/auth/otp', { body: { email: 'ada@kitchen.test' } });

    expect(calls[0]?.authorization).toBeNull();
  });

  it('on 401 refreshes once, stores the rotated tokens and retries the request once', async () => {
    const { session, snapshot } = createMemorySession({
      accessToken: 'expired',
      refreshToken: 'refresh-1',
      user,
    });
    const { fetch, calls } = createFakeFetch({
      'PATCH /vendor/profile': meAcceptingOnly('access-2'),
      'POST /auth/refresh-access-token': () => ok({ accessToken: 'access-2', refreshToken: 'refresh-2' }),
    });
    const client = createApiClient({ baseUrl: TEST_BASE_URL, fetch, session });

    const body = await unwrap(client.PATCH('/vendor/profile', { body: { firstName: 'Ada' } }));

    expect(body.data).toEqual(user);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PATCH /vendor/profile',
      'POST /auth/refresh-access-token',
      'PATCH /vendor/profile',
    ]);
    expect(calls[1]?.body).toEqual({ refreshToken: 'refresh-1' });
    // The retried request replays the original body with the new token.
    expect(calls[2]?.body).toEqual({ firstName: 'Ada' });
    expect(calls[2]?.authorization).toBe('Bearer access-2');
    expect(snapshot()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2', user });
  });

  it('retries only once: a second 401 passes on', async () => {
    const { session } = createMemorySession({ accessToken: 'expired', refreshToken: 'refresh-1' });
    const { fetch, calls } = createFakeFetch({
      'GET /vendor/me': () => apiError(401, 'Still no'),
      'POST /auth/refresh-access-token': () => ok({ accessToken: 'access-2' }),
    });
    const client = createApiClient({ baseUrl: TEST_BASE_URL, fetch, session });

    const { error, response } = await client.GET('/vendor/me');

    expect(response.status).toBe(401);
    expect(error).toMatchObject({ message: 'Still no' });
    expect(calls).toHaveLength(3);
  });

  it('keeps the refresh token when the server does not rotate it', async () => {
    const { session, snapshot } = createMemorySession({ accessToken: 'expired', refreshToken: 'refresh-1', user });
    const { fetch } = createFakeFetch({
      'GET /vendor/me': meAcceptingOnly('access-2'),
      'POST /auth/refresh-access-token': () => ok({ accessToken: 'access-2' }),
    });
    const client = createApiClient({ baseUrl: TEST_BASE_URL, fetch, session });

    await unwrap(client.GET('/vendor/me'));

    expect(snapshot()).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-1', user });
  });

  it('on refresh failure removes all three session cookies and passes the 401 on', async () => {
    cookieSession.saveTokens({ accessToken: 'expired', refreshToken: 'revoked' });
    cookieSession.saveUser(user);
    const { fetch, calls } = createFakeFetch({
      'GET /vendor/me': () => apiError(401, 'Token expired'),
      'POST /auth/refresh-access-token': () => apiError(401, 'Refresh token revoked'),
    });
    const client = createApiClient({ baseUrl: TEST_BASE_URL, fetch, session: cookieSession });

    const { response } = await client.GET('/vendor/me');

    expect(response.status).toBe(401);
    expect(calls).toHaveLength(2);
    expect(Cookies.get('accessToken')).toBeUndefined();
    expect(Cookies.get('refreshToken')).toBeUndefined();
    expect(Cookies.get('user')).toBeUndefined();
  });

  it('treats a refresh answer without an access token as a failure', async () => {
    const { session, snapshot } = createMemorySession({ accessToken: 'expired', refreshToken: 'r', user });
    const { fetch } = createFakeFetch({
      'GET /vendor/me': () => apiError(401, 'Token expired'),
      'POST /auth/refresh-access-token': () => ok({}),
    });
    const client = createApiClient({ baseUrl: TEST_BASE_URL, fetch, session });

    await client.GET('/vendor/me');

    expect(snapshot()).toEqual({});
  });

  it('passes the 401 on when no refresh token is stored', async () => {
    const { session, snapshot } = createMemorySession({ accessToken: 'expired', user });
    const { fetch, calls } = createFakeFetch({ 'GET /vendor/me': () => apiError(401, 'Token expired') });
    const client = createApiClient({ baseUrl: TEST_BASE_URL, fetch, session });

    const { response } = await client.GET('/vendor/me');

    expect(response.status).toBe(401);
    expect(calls).toHaveLength(1);
    expect(snapshot()).toEqual({ accessToken: 'expired', user });
  });

  it('shares one refresh between concurrent 401s', async () => {
    const { session } = createMemorySession({ accessToken: 'expired', refreshToken: 'refresh-1' });
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { fetch, calls } = createFakeFetch({
      'GET /vendor/me': meAcceptingOnly('access-2'),
      'GET /vendor/dashboard/statistics': meAcceptingOnly('access-2'),
      'POST /auth/refresh-access-token': async () => {
        await refreshGate;
        return ok({ accessToken: 'access-2', refreshToken: 'refresh-2' });
      },
    });
    const client = createApiClient({ baseUrl: TEST_BASE_URL, fetch, session });

    const pending = Promise.all([
      client.GET('/vendor/me'),
      client.GET('/vendor/dashboard/statistics'),
      client.GET('/vendor/me'),
    ]);
    // The refresh is held until all three requests have been refused and it has been asked for.
    await vi.waitFor(() => {
      expect(calls.filter((call) => call.authorization === 'Bearer expired')).toHaveLength(3);
      expect(calls.filter((call) => call.path === '/auth/refresh-access-token')).toHaveLength(1);
    });
    releaseRefresh();
    const results = await pending;

    expect(results.map((result) => result.response.status)).toEqual([200, 200, 200]);
    expect(calls.filter((call) => call.path === '/auth/refresh-access-token')).toHaveLength(1);
    expect(calls.filter((call) => call.path !== '/auth/refresh-access-token')).toHaveLength(6);
  });

  it('retries without refreshing when another request already renewed the token', async () => {
    const { session } = createMemorySession({ accessToken: 'expired', refreshToken: 'refresh-1' });
    let first = true;
    const { fetch, calls } = createFakeFetch({
      'GET /vendor/me': async (call) => {
        if (first) {
          first = false;
          // While this request is in flight, someone else renews the session.
          session.saveTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
          return apiError(401, 'Token expired');
        }
        return meAcceptingOnly('access-2')(call);
      },
    });
    const client = createApiClient({ baseUrl: TEST_BASE_URL, fetch, session });

    const { response } = await client.GET('/vendor/me');

    expect(response.status).toBe(200);
    expect(calls.map((call) => call.path)).toEqual(['/vendor/me', '/vendor/me']);
  });
});
