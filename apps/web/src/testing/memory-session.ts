import type { Session, SessionTokens, SessionUser } from '@/lib/session';

/** In-memory stand-in for the cookie session, for store and middleware tests. */
export function createMemorySession(
  initial: {
    accessToken?: string;
    refreshToken?: string;
    user?: SessionUser;
  } = {},
) {
  let state = { ...initial };
  const listeners = new Set<() => void>();
  const session: Session = {
    getAccessToken: () => state.accessToken,
    getRefreshToken: () => state.refreshToken,
    getUser: () => state.user ?? null,
    saveTokens({ accessToken, refreshToken }: SessionTokens) {
      state.accessToken = accessToken;
      if (refreshToken) state.refreshToken = refreshToken;
    },
    saveUser(user: SessionUser) {
      state.user = user;
    },
    clear() {
      state = {};
      for (const listener of listeners) listener();
    },
    onCleared(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { session, snapshot: () => ({ ...state }) };
}
