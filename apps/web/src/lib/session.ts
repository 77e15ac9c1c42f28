import Cookies from 'js-cookie';
import type { User } from '@vendor/api-types';
import { env } from '@/config/env';

/** The signed-in user as kept in the `user` cookie: names and e-mail at least. */
export type SessionUser = Pick<User, 'firstName' | 'lastName' | 'email'> & Partial<User>;

export interface SessionTokens {
  accessToken: string;
  refreshToken?: string;
}

const ACCESS_TOKEN = 'accessToken';
const REFRESH_TOKEN = 'refreshToken';
const USER = 'user';

const cookieOptions = (): Cookies.CookieAttributes => ({
  expires: 7,
  sameSite: 'strict',
  path: '/',
  // Secure in production builds wherever the browser can store a Secure cookie: over HTTPS, and on
  // loopback, which browsers treat as secure. Over plain HTTP on another host (a LAN address) it could not be stored
  // at all and sign-in would silently fail, so there it is left off.
  secure: env.IS_PRODUCTION && canStoreSecureCookies(),
});

function canStoreSecureCookies(): boolean {
  const { protocol, hostname } = globalThis.location ?? { protocol: 'https:', hostname: '' };
  return protocol === 'https:' || hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

type SessionListener = () => void;
const listeners = new Set<SessionListener>();

/** Stored session values (accessToken, refreshToken, user), each in its own cookie. */
export const session = {
  getAccessToken: (): string | undefined => Cookies.get(ACCESS_TOKEN) || undefined,
  getRefreshToken: (): string | undefined => Cookies.get(REFRESH_TOKEN) || undefined,
  getUser(): SessionUser | null {
    const raw = Cookies.get(USER);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as SessionUser;
    } catch {
      return null;
    }
  },
  saveTokens({ accessToken, refreshToken }: SessionTokens): void {
    Cookies.set(ACCESS_TOKEN, accessToken, cookieOptions());
    if (refreshToken) Cookies.set(REFRESH_TOKEN, refreshToken, cookieOptions());
  },
  saveUser(user: SessionUser): void {
    Cookies.set(USER, JSON.stringify(user), cookieOptions());
  },
  clear(): void {
    for (const name of [ACCESS_TOKEN, REFRESH_TOKEN, USER]) Cookies.remove(name, { path: '/' });
    for (const listener of listeners) listener();
  },
  /** Lets stores react when the session is removed outside them (a failed refresh). */
  onCleared(listener: SessionListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export type Session = typeof session;
