import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DEMO_EMAIL,
  DEMO_INVITE_TOKEN,
  INVITED_EMAIL,
  SEED_PASSWORD,
} from '../../../apps/mock-server/src/seed/fixtures.ts';

/** The JWT secret of the suite's server: tests use it to mint an already expired access token. */
export const TEST_JWT_SECRET = 'browser-suite-jwt-secret-0123456789abcdef';
export { DEMO_EMAIL, DEMO_INVITE_TOKEN, INVITED_EMAIL, SEED_PASSWORD };

export interface RunningServer {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Starts the real server (API at /api/v1, the built web app at /) on a fresh embedded database in a temporary
 * directory: it migrates and seeds the empty database itself. Listens on a free loopback port.
 */
export async function startServer(): Promise<RunningServer> {
  // Loaded here so test files that only use the helpers below do not load the whole server.
  const { buildApp } = await import('../../../apps/mock-server/src/app.ts');
  const { loadEnv } = await import('../../../apps/mock-server/src/env.ts');
  const { seedIfEmpty } = await import('../../../apps/mock-server/src/seed/index.ts');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vendor-browser-'));
  // Loopback is trusted as a proxy so API helpers can sign chefs up from networks of their own (support/kitchen.ts).
  const env = loadEnv(
    { NODE_ENV: 'test', TRUST_PROXY: '127.0.0.1' },
    { dataDir, port: 0, logLevel: 'warn', jwtSecret: TEST_JWT_SECRET },
  );
  const uploadsDir = path.join(dataDir, 'uploads');
  const app = await buildApp({ env, seed: (prisma) => seedIfEmpty(prisma, { demo: true, uploadsDir }) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('The server did not report its port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// ------------------------------------------------------------------ API helpers (Node side, no browser)

export interface ApiSession {
  accessToken: string;
  refreshToken: string;
  completedOnboarding: boolean;
  user: { firstName: string; lastName: string; email: string } & Record<string, unknown>;
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

export function apiUrl(baseUrl: string, pathname: string): string {
  return `${baseUrl}/api/v1${pathname}`;
}

async function json<T>(response: Response, what: string): Promise<T> {
  const body = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(`${what}: ${response.status} ${body.message ?? ''}`);
  return body;
}

/** Signs a seeded member in with the password call (for journeys that are not about sign-in: no code is sent). */
export async function passwordLogin(
  baseUrl: string,
  email = DEMO_EMAIL,
  password = SEED_PASSWORD,
): Promise<ApiSession> {
  const response = await fetch(apiUrl(baseUrl, '/vendor/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return (await json<{ data: ApiSession }>(response, 'password login')).data;
}

/** GET on the API with a bearer token. */
export async function apiGet<T>(baseUrl: string, pathname: string, accessToken?: string): Promise<T> {
  const response = await fetch(apiUrl(baseUrl, pathname), {
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
  });
  return json<T>(response, `GET ${pathname}`);
}

/** The newest message of the development outbox for an address (or undefined). */
export async function latestMail(baseUrl: string, to: string): Promise<OutboxMessage | undefined> {
  const body = await apiGet<{ data: OutboxMessage[] }>(baseUrl, `/dev/outbox?to=${encodeURIComponent(to)}`);
  return [...body.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

/**
 * The newest 6-digit code sent to an address, waiting for a message newer than `after` (an ISO instant) so a
 * journey never reads the code of an earlier send.
 */
export async function latestCode(baseUrl: string, to: string, after = '', timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await latestMail(baseUrl, to);
    const code = mail && mail.createdAt > after ? /\b(\d{6})\b/.exec(`${mail.subject}\n${mail.text}`)?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No code e-mailed to ${to} after ${after || 'the start'}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * An access token for the same user and session as `token`, signed with the server's secret but expired a minute
 * ago: exactly what a browser holds after leaving a tab open past the 15-minute lifetime.
 */
export function expiredCopyOf(token: string, secret = TEST_JWT_SECRET): string {
  const [, payload] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify({ ...claims, iat: now - 20 * 60, exp: now - 60 }));
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}
