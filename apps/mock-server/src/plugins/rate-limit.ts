import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimitName, RateLimits } from '../decorators.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import type { Clock } from '../lib/clock.ts';
import { ApiError } from '../lib/errors.ts';

const MINUTES_15 = 15 * 60 * 1000;

/** Every limit of the server: attempts per window, counted per key (an address, an account). */
const LIMITS: Record<Exclude<RateLimitName, 'checkout:address'>, { max: number; windowMs: number; message: string }> = {
  // Password guessing: per account whatever the address, and per address whatever the account.
  'login:account': { max: 10, windowMs: MINUTES_15, message: 'Too many wrong passwords for this account.' },
  'login:address': { max: 30, windowMs: MINUTES_15, message: 'Too many attempts from your network.' },
  'password:account': { max: 10, windowMs: MINUTES_15, message: 'Too many wrong current passwords.' },
  'otp-send:address': { max: 20, windowMs: MINUTES_15, message: 'Too many attempts from your network.' },
  'otp-verify:address': { max: 40, windowMs: MINUTES_15, message: 'Too many attempts from your network.' },
  // Codes sent to a new sign-in address: a stolen session must not mail strangers.
  'email-change:account': { max: 5, windowMs: MINUTES_15, message: 'Too many e-mail changes asked for.' },
  // The public forms: a script must not fill the tables.
  'waitlist:address': { max: 60, windowMs: MINUTES_15, message: 'Too many submissions from your network.' },
  'application:address': { max: 60, windowMs: MINUTES_15, message: 'Too many submissions from your network.' },
};

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store kept in the database (table rate_limit_counters): every server process sharing the
 * database counts into the same fixed windows, and counts survive restarts. One upsert per counted attempt; only
 * attempts that can guess a secret are counted, so this is never on a hot path.
 */
function databaseStore(prisma: PrismaClient, clock: Clock) {
  return class DatabaseStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = clock.now();
      const resetAt = new Date(now.getTime() + timeWindow);
      prisma.$queryRaw<{ count: number; reset_at: Date }[]>`
          INSERT INTO rate_limit_counters (key, count, reset_at) VALUES (${key}, 1, ${resetAt})
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN rate_limit_counters.reset_at <= ${now} THEN 1 ELSE rate_limit_counters.count + 1 END,
            reset_at = CASE WHEN rate_limit_counters.reset_at <= ${now} THEN ${resetAt}
                            ELSE rate_limit_counters.reset_at END
          RETURNING count, reset_at`.then(([row]) => {
        callback(null, { current: Number(row?.count ?? 1), ttl: (row?.reset_at ?? resetAt).getTime() - now.getTime() });
      }, callback);
    }

    child(): DatabaseStore {
      return this;
    }
  };
}

/** Limits on attempts, through @fastify/rate-limit, answered 429 with Retry-After and the one error shape. */
export default fp(
  async function rateLimits(app: FastifyInstance) {
    const keys = new WeakMap<FastifyRequest, string>();
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(app.prisma, app.clock) as never,
      keyGenerator: (request) => keys.get(request) ?? request.ip,
      skipOnError: false,
    });
    // Storefront checkouts per address: the number is the server's configuration (0: no limit).
    const limits: Record<RateLimitName, { max: number; windowMs: number; message: string }> = {
      ...LIMITS,
      'checkout:address': {
        max: app.env.storefrontCheckoutLimit,
        windowMs: MINUTES_15,
        message: 'Too many checkouts from your network.',
      },
    };
    const limiters = new Map(
      Object.entries(limits).map(([name, limit]) => [
        name,
        app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs }),
      ]),
    );
    const service: RateLimits = {
      async hit(request, name, key) {
        if (limits[name].max === 0) return;
        keys.set(request, `${name}:${key}`);
        const result = await limiters.get(name)?.(request);
        if (result && !result.isAllowed && result.isExceeded) {
          const seconds = Math.max(1, result.ttlInSeconds);
          const minutes = Math.ceil(seconds / 60);
          throw new ApiError(
            429,
            'RATE_LIMITED',
            `${limits[name].message} Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
            [],
            { 'retry-after': String(seconds) },
          );
        }
      },
      async forgive(name, key) {
        await app.prisma.$executeRaw`
          UPDATE rate_limit_counters SET count = GREATEST(count - 1, 0) WHERE key = ${`${name}:${key}`}`;
      },
    };
    app.decorate('rateLimits', service);
  },
  { name: 'rate-limits' },
);
