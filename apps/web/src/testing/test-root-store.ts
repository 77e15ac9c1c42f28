import { createApiClient } from '@/lib/api-client';
import type { SessionUser } from '@/lib/session';
import { RootStore } from '@/stores/root-store';
import { createFakeFetch, TEST_BASE_URL, type RecordedCall } from './fake-fetch';
import { createMemorySession } from './memory-session';

/** A RootStore wired to a fake API and an in-memory session. */
export function createTestRootStore(
  routes: Record<string, (call: RecordedCall) => Response | Promise<Response>>,
  initialSession: { accessToken?: string; refreshToken?: string; user?: SessionUser } = {},
) {
  const { fetch, calls } = createFakeFetch(routes);
  const { session, snapshot } = createMemorySession(initialSession);
  const api = createApiClient({ baseUrl: TEST_BASE_URL, fetch, session });
  const store = new RootStore({ api, session });
  return { store, calls, session: snapshot };
}
