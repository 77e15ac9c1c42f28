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
  /** Public origin of the web app, used in links we send (invites, OAuth redirect); required in production. */
  publicUrl: string | undefined;
  jwtSecret: string;
  logLevel: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  googleClientId: string | undefined;
  googleClientSecret: string | undefined;
  /** SMS_PROVIDER=twilio with its three settings; otherwise texts are kept in the database outbox. */
  twilio: TwilioSettings | undefined;
  /**
   * NOTIFICATION_WORKER: whether this process sends the waiting notifications (e-mails and texts to members).
   * Default on, except under NODE_ENV=test, where suites run the worker themselves.
   */
  notificationWorker: boolean;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  webDistDir: string;
  /** The storefront's server-rendering bundle (entry-server.js), built beside the web app. */
  webSsrDir: string;
  /** S3-compatible object storage for uploads (S3_BUCKET set); otherwise files live under dataDir/uploads. */
  s3: S3Config | undefined;
  /**
   * Outside production: the developer pages under /dev (outbox, offline Stripe onboarding, loopback Google) and the
   * stand-ins for unconfigured Stripe and Google. In production none of them exists.
   */
  devRoutes: boolean;
  /**
   * AUTH_CACHE_TTL_MS: longest time a process trusts its cached session or member without hearing of a change
   * (changes themselves drop the cache at once); 0 turns the cache off.
   */
  authCacheTtlMs: number;
  /** TRUST_PROXY: which proxies may set X-Forwarded-For (false = none; a hop count; or addresses and CIDRs). */
  trustProxy: boolean | number | string[];
  /**
   * SEED_DEMO: whether a first start on an empty database adds the demo kitchens and their accounts (whose password
   * the README publishes) beside the reference lists. Default: in development only; never in production.
   */
  seedDemo: boolean;
  /**
   * STOREFRONT_CHECKOUT_LIMIT: storefront checkouts one address may start in 15 minutes (default 20); 0 turns the
   * limit off (load tests from one machine).
   */
  storefrontCheckoutLimit: number;
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A sending number (E.164) or a Messaging Service SID. */
  from: string;
}

/** A configuration the server cannot start with; server.ts prints its message as one line and exits. */
export class EnvError extends Error {
  override name = 'EnvError';
}

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

function count(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new EnvError(`${name} must be a whole number, got "${raw}"`);
  return value;
}

/**
 * TRUST_PROXY: unset, "false" or "0" trusts no proxy (the connection's address is the client's); a number trusts that
 * many hops; otherwise a comma-separated list of proxy addresses or CIDR ranges ("127.0.0.1,10.0.0.0/8").
 * "true" (trust anyone) is refused: any client could then choose its own address.
 */
function trustProxy(raw: string | undefined): boolean | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') throw new EnvError('TRUST_PROXY=true would let any client choose its address: list proxies');
  const list = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const part of list) {
    if (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(part)) {
      throw new EnvError(`TRUST_PROXY must be a hop count or addresses/CIDRs, got "${part}"`);
    }
  }
  return list;
}

/**
 * SEED_DEMO: unset means "in development"; true/false say it outright. The demo accounts sign in with a published
 * password, so a production server refuses to create them however it is asked.
 */
function seedDemo(raw: string | undefined, nodeEnv: Env['nodeEnv']): boolean {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '') return nodeEnv === 'development';
  if (value !== 'true' && value !== 'false') throw new EnvError(`SEED_DEMO must be true or false, got "${raw}"`);
  if (value === 'true' && nodeEnv === 'production')
    throw new EnvError('SEED_DEMO=true is refused with NODE_ENV=production: the demo accounts have a public password');
  return value === 'true';
}

/**
 * SMS_PROVIDER: unset or "outbox" keeps texts in the database outbox; "twilio" sends them through Twilio and needs
 * TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.
 */
function twilio(source: NodeJS.ProcessEnv): TwilioSettings | undefined {
  const provider = source.SMS_PROVIDER?.trim().toLowerCase() ?? '';
  if (provider === '' || provider === 'outbox') return undefined;
  if (provider !== 'twilio') throw new EnvError(`SMS_PROVIDER must be twilio or outbox, got "${source.SMS_PROVIDER}"`);
  const accountSid = source.TWILIO_ACCOUNT_SID?.trim() ?? '';
  const authToken = source.TWILIO_AUTH_TOKEN?.trim() ?? '';
  const from = source.TWILIO_FROM?.trim() ?? '';
  const missing = [
    ['TWILIO_ACCOUNT_SID', accountSid],
    ['TWILIO_AUTH_TOKEN', authToken],
    ['TWILIO_FROM', from],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length) throw new EnvError(`SMS_PROVIDER=twilio needs ${missing.join(', ')}`);
  if (!/^AC[0-9a-fA-F]{32}$/.test(accountSid))
    throw new EnvError('TWILIO_ACCOUNT_SID must be AC followed by 32 hexadecimal characters');
  if (!/^\+[1-9]\d{7,14}$/.test(from) && !/^MG[0-9a-fA-F]{32}$/.test(from))
    throw new EnvError(
      `TWILIO_FROM must be a number in E.164 form (+447700900123) or a Messaging Service SID, got "${from}"`,
    );
  return { accountSid, authToken, from };
}

function onOff(name: string, raw: string | undefined, fallback: boolean): boolean {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '') return fallback;
  if (['on', 'true', '1'].includes(value)) return true;
  if (['off', 'false', '0'].includes(value)) return false;
  throw new EnvError(`${name} must be on or off, got "${raw}"`);
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
  // Links we send (e-mails, OAuth redirects) must never be built from what a request claims its origin is.
  if (nodeEnv === 'production' && !source.PUBLIC_URL && !overrides.publicUrl)
    throw new EnvError('PUBLIC_URL must be set in production: the web app origin used in e-mailed links and redirects');
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
    twilio: twilio(source),
    notificationWorker: onOff('NOTIFICATION_WORKER', source.NOTIFICATION_WORKER, nodeEnv !== 'test'),
    stripeSecretKey: source.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: source.STRIPE_WEBHOOK_SECRET || undefined,
    webDistDir: path.resolve(ROOT_DIR, source.WEB_DIST_DIR ?? 'apps/web/dist'),
    webSsrDir: path.resolve(ROOT_DIR, source.WEB_SSR_DIR ?? 'apps/web/dist-ssr'),
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
    authCacheTtlMs: count('AUTH_CACHE_TTL_MS', source.AUTH_CACHE_TTL_MS, 10_000),
    trustProxy: trustProxy(source.TRUST_PROXY),
    seedDemo: seedDemo(source.SEED_DEMO, nodeEnv),
    storefrontCheckoutLimit: count('STOREFRONT_CHECKOUT_LIMIT', source.STOREFRONT_CHECKOUT_LIMIT, 20),
    ...overrides,
  };
}
