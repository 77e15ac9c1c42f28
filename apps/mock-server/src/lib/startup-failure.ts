import type { Env } from '../env.ts';

/** What the PostgreSQL driver adapter says went wrong opening the database, in the words an operator acts on. */
const DATABASE_FAILURES: Record<string, string> = {
  DatabaseNotReachable: 'no server answers there',
  DatabaseDoesNotExist: 'the database does not exist',
  DatabaseAccessDenied: 'access to the database is denied',
  AuthenticationFailed: 'the user name or password is wrong',
  TlsConnectionError: 'the TLS connection failed',
};

/** The schema engine's messages for the same failures (it reports them as plain errors, first line first). */
const ENGINE_FAILURE = /^(Can't reach database server|Database `[^`]*` does not exist|Authentication failed)/;

/**
 * One line for a start that fails because of how the server is configured (its database cannot be opened, its port is
 * taken); undefined for anything else, which is a bug and keeps its stack trace. Never prints DATABASE_URL's password.
 */
export function startupFailure(error: unknown, env: Env | undefined): string | undefined {
  if (!env || typeof error !== 'object' || error === null) return undefined;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return `Cannot listen on ${env.host}:${env.port}: the port is already in use (set PORT)`;
  if (code === 'EACCES') return `Cannot listen on ${env.host}:${env.port}: permission denied (set PORT above 1023)`;
  if (!env.databaseUrl) return undefined;
  const where = `Cannot open the database at DATABASE_URL (${new URL(env.databaseUrl).host})`;
  const kind = (error as { meta?: { driverAdapterError?: { cause?: { kind?: string } } } }).meta?.driverAdapterError
    ?.cause?.kind;
  if (kind && DATABASE_FAILURES[kind]) return `${where}: ${DATABASE_FAILURES[kind]}`;
  const firstLine = String((error as Error).message ?? '').split('\n')[0] ?? '';
  if (ENGINE_FAILURE.test(firstLine)) return `${where}: ${firstLine.replace(/`/g, '')}`;
  return undefined;
}
