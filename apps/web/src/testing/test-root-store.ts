import { createApiClient } from '@/lib/api-client';
import type { SessionUser } from '@/lib/session';
import { RootStore, type StoreClass } from '@/stores/root-store';
import { createFakeFetch, TEST_BASE_URL, type RecordedCall } from './fake-fetch';
import { createMemorySession } from './memory-session';

type Routes = Record<string, (call: RecordedCall) => Response | Promise<Response>>;

/** A RootStore wired to a fake API and an in-memory session. */
export function createTestRootStore(
  routes: Routes,
  initialSession: { accessToken?: string; refreshToken?: string; user?: SessionUser } = {},
) {
  const { fetch, calls } = createFakeFetch(routes);
  const { session, snapshot } = createMemorySession(initialSession);
  const api = createApiClient({ baseUrl: TEST_BASE_URL, fetch, session });
  const store = new RootStore({ api, session });
  return { store, calls, session: snapshot };
}

/**
 * The `Store` of a test RootStore signed in as `user` (access token 'a') against the fake API `routes`, followed by
 * that RootStore and the calls the API received.
 */
export function createSignedInStore<T>(Store: StoreClass<T>, user: SessionUser, routes: Routes) {
  const { store, calls } = createTestRootStore(routes, { accessToken: 'a', user });
  return [store.get(Store), { store, calls }] as const;
}
