import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root, used to find the OpenAPI document, migrations and the built web app. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Where embedded PGlite, uploads and the generated dev secret live. */
  dataDir: string;
  /** PostgreSQL server URL; when unset the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  /** Public origin of the web app, used in links we send (invites, OAuth redirect, Stripe return). */
  publicUrl: string | undefined;
  jwtSecret: string;
  logLevel: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  googleClientId: string | undefined;
  googleClientSecret: string | undefined;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  webDistDir: string;
  /** S3-compatible object storage for uploads (S3_BUCKET set); otherwise files live under dataDir/uploads. */
  s3: S3Config | undefined;
  /** When true the outbox and other developer pages are exposed. */
  devRoutes: boolean;
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

class EnvError extends Error {}

function int(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new EnvError(`${name} must be a port number, got "${raw}"`);
  return value;
}

function url(name: string, raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    new URL(raw);
    return raw;
  } catch {
    throw new EnvError(`${name} must be a URL, got "${raw}"`);
  }
}

/** Secrets must survive restarts so sessions do too; outside production we keep a generated one in DATA_DIR. */
function devSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads and validates configuration once; every other module receives the result instead of reading process.env. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Env> = {}): Env {
  const nodeEnv = (source.NODE_ENV ?? 'development') as Env['nodeEnv'];
  if (!['development', 'production', 'test'].includes(nodeEnv))
    throw new EnvError(`NODE_ENV must be development, production or test`);
  const port = overrides.port ?? int('PORT', source.PORT, 8080);
  const dataDir = overrides.dataDir ?? path.resolve(ROOT_DIR, source.DATA_DIR ?? '.data');
  const jwtSecret =
    overrides.jwtSecret ?? source.JWT_SECRET ?? (nodeEnv === 'production' ? undefined : devSecret(dataDir));
  if (!jwtSecret || jwtSecret.length < 32)
    throw new EnvError('JWT_SECRET must be set (at least 32 characters) in production');
  const googleClientId = source.GOOGLE_CLIENT_ID || undefined;
  const googleClientSecret = source.GOOGLE_CLIENT_SECRET || undefined;
  if (Boolean(googleClientId) !== Boolean(googleClientSecret)) {
    throw new EnvError('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  if (Boolean(source.S3_ACCESS_KEY_ID) !== Boolean(source.S3_SECRET_ACCESS_KEY)) {
    throw new EnvError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    nodeEnv,
    host: source.HOST ?? '0.0.0.0',
    port,
    dataDir,
    databaseUrl: url('DATABASE_URL', source.DATABASE_URL),
    publicUrl: url('PUBLIC_URL', source.PUBLIC_URL)?.replace(/\/$/, ''),
    jwtSecret,
    logLevel: source.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    smtpUrl: url('SMTP_URL', source.SMTP_URL),
    mailFrom: source.MAIL_FROM ?? 'Home Kitchen <no-reply@kitchen.test>',
    googleClientId,
    googleClientSecret,
    stripeSecretKey: source.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: source.STRIPE_WEBHOOK_SECRET || undefined,
    webDistDir: path.resolve(ROOT_DIR, source.WEB_DIST_DIR ?? 'apps/web/dist'),
    s3: source.S3_BUCKET
      ? {
          bucket: source.S3_BUCKET,
          region: source.S3_REGION || 'us-east-1',
          endpoint: url('S3_ENDPOINT', source.S3_ENDPOINT),
          accessKeyId: source.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: source.S3_SECRET_ACCESS_KEY || undefined,
        }
      : undefined,
    devRoutes: nodeEnv !== 'production',
    ...overrides,
  };
}
