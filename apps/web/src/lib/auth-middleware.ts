import type { Middleware } from 'openapi-fetch';
import type { Session } from './session';

export const REFRESH_PATH = '/auth/refresh-access-token';

interface AuthMiddlewareOptions {
  baseUrl: string;
  session: Pick<Session, 'getAccessToken' | 'getRefreshToken' | 'saveTokens' | 'clear'>;
}

const bearer = (token: string) => `Bearer ${token}`;

/**
 * Adds the bearer header and runs the refresh flow: a 401 with a stored
 * refresh token triggers one refresh (shared by concurrent 401s) and one retry; a failed
 * refresh removes the session; without a refresh token the 401 passes on.
 */
export function createAuthMiddleware({ baseUrl, session }: AuthMiddlewareOptions): Middleware {
  // fetch() consumes the request body, so keep a clone to replay after a refresh.
  const replays = new Map<string, Request>();
  let refreshing: Promise<string | null> | null = null;

  async function refresh(fetchFn: typeof fetch, refreshToken: string): Promise<string | null> {
    try {
      const response = await fetchFn(
        new Request(`${baseUrl}${REFRESH_PATH}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ refreshToken }),
        }),
      );
      if (!response.ok) throw new Error(`Refresh failed with status ${response.status}`);
      const body = (await response.json()) as {
        data?: { accessToken?: unknown; refreshToken?: unknown };
      };
      const accessToken = body.data?.accessToken;
      if (typeof accessToken !== 'string' || !accessToken) throw new Error('No access token');
      const rotated = body.data?.refreshToken;
      // The user cookie stays as it is; our server rotates refresh tokens, so keep the new one.
      session.saveTokens({
        accessToken,
        refreshToken: typeof rotated === 'string' && rotated ? rotated : refreshToken,
      });
      return accessToken;
    } catch {
      session.clear();
      return null;
    }
  }

  function sharedRefresh(fetchFn: typeof fetch, refreshToken: string): Promise<string | null> {
    refreshing ??= refresh(fetchFn, refreshToken).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return {
    onRequest({ request, id }) {
      const token = session.getAccessToken();
      if (token) request.headers.set('Authorization', bearer(token));
      replays.set(id, request.clone());
      return request;
    },
    async onResponse({ response, id, options }) {
      const replay = replays.get(id);
      replays.delete(id);
      if (response.status !== 401 || !replay) return undefined;

      const sentToken = replay.headers.get('Authorization');
      const currentToken = session.getAccessToken();
      let accessToken: string | null;
      if (currentToken && sentToken !== bearer(currentToken)) {
        // Another request already renewed the token while this one was in flight.
        accessToken = currentToken;
      } else {
        const refreshToken = session.getRefreshToken();
        if (!refreshToken) return undefined;
        accessToken = await sharedRefresh(options.fetch, refreshToken);
      }
      if (!accessToken) return undefined;

      replay.headers.set('Authorization', bearer(accessToken));
      return options.fetch(replay);
    },
    onError({ id }) {
      replays.delete(id);
    },
  };
}
