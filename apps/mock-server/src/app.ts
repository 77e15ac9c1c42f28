import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Database, openDatabase } from './db/database.ts';
import { applyMigrations, migrationsUpToDate } from './db/migrate.ts';
import type { Env } from './env.ts';
import authServices from './features/auth/services.ts';
import { registerOidcProvider } from './features/auth/oidc-provider.ts';
import eventServices from './features/events/services.ts';
import notificationServices from './features/notifications/services.ts';
import onboardingServices from './features/onboarding/services.ts';
import orderServices from './features/orders/services.ts';
import { registerOfflineCheckout } from './features/payouts/offline-checkout.ts';
import { registerOfflineOnboarding } from './features/payouts/offline-onboarding.ts';
import payoutServices from './features/payouts/services.ts';
import storefrontServices from './features/storefront/services.ts';
import roleServices from './features/roles/services.ts';
import customerEmailServices from './features/storefront/email-services.ts';
import { registerOutboxPage } from './features/system/outbox-page.ts';
import teamServices from './features/team/services.ts';
import uploadServices from './features/uploads/services.ts';
import type { PrismaClient } from './generated/prisma/client.ts';
import { buildHandlers } from './handlers.ts';
import { storefrontHandlers } from './features/storefront/handlers.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { API_PREFIX } from './lib/handler.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { COMPRESSION, PageCache } from './lib/page-cache.ts';
import { createSms } from './lib/sms/create-sms.ts';
import type { SmsSender } from './lib/sms/sms.ts';
import { createAjv, withTextRules } from './lib/validation.ts';
import { prerenderedPage, webShell } from './lib/web-shell.ts';
import errorHandler, { errorBody } from './plugins/error-handler.ts';
import openapi from './plugins/openapi.ts';
import rateLimits from './plugins/rate-limit.ts';
import securityHeaders from './plugins/security-headers.ts';
import storefrontPages from './plugins/storefront-pages.ts';

export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

export interface BuildOptions {
  env: Env;
  /** An already open database (tests share a prepared one); otherwise one is opened from env. */
  db?: Database;
  clock?: Clock;
  mailer?: Mailer;
  sms?: SmsSender;
  /** Apply pending migrations on start (default true; tests start from an already migrated copy). */
  migrate?: boolean;
  /**
   * Runs once the database is migrated, before anything is served: server.ts passes the seed of an empty database.
   * The server itself never imports the seed.
   */
  seed?: (prisma: PrismaClient) => Promise<unknown>;
}

/** Builds the whole server as one Fastify instance; server.ts only listens. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: { level: env.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    // Only the configured proxies may say who the client is (TRUST_PROXY); by default nobody can.
    trustProxy:
      typeof env.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(env.trustProxy)
        : env.trustProxy,
    bodyLimit: 1024 * 1024,
  });

  const bodyAjv = createAjv({ coerce: false });
  const urlAjv = createAjv({ coerce: true });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyAjv : urlAjv).compile(withTextRules(schema)),
  );

  const db = options.db ?? (await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir }));
  if (!options.db) app.addHook('onClose', () => db.close());
  if (options.migrate !== false && !(await migrationsUpToDate(db.prisma))) await applyMigrations(db.factory);
  await options.seed?.(db.prisma);

  // External plugins.
  // gzip for clients that ask: the region tree is half a megabyte of JSON, order pages tens of kilobytes.
  await app.register(compress, COMPRESSION);
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10 } });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // The app's plugins and services (typed in decorators.ts): the shared ones, then each feature's.
  await app.register(errorHandler);
  app.decorate('env', env);
  await app.register(securityHeaders);
  app.decorate('db', db);
  app.decorate('prisma', db.prisma);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('pages', new PageCache(db.prisma));
  app.decorate(
    'mailer',
    options.mailer ?? createMailer({ smtpUrl: env.smtpUrl, mailFrom: env.mailFrom, prisma: db.prisma, run: db.sql }),
  );
  app.decorate('sms', options.sms ?? createSms({ twilio: env.twilio, prisma: db.prisma, run: db.sql }));
  await app.register(rateLimits);
  await app.register(notificationServices);
  await app.register(roleServices);
  await app.register(onboardingServices);
  await app.register(authServices);
  await app.register(teamServices);
  await app.register(orderServices);
  await app.register(customerEmailServices);
  await app.register(payoutServices);
  await app.register(uploadServices);
  await app.register(storefrontServices);
  await app.register(eventServices);

  // Routes: the contract's operations, then the pages that are not part of the contract.
  await app.register(openapi, { handlers: buildHandlers(app), storefrontHandlers: storefrontHandlers(app) });
  if (env.devRoutes) {
    if (app.payments.kind === 'offline') {
      registerOfflineOnboarding(app);
      registerOfflineCheckout(app);
    }
    registerOutboxPage(app);
    if (app.google.offline) await registerOidcProvider(app);
  }
  // The storefront's pages, rendered on the server (the rest of the web app routes in the browser).
  await app.register(storefrontPages);
  await serveWebApp(app, env);
  return app;
}

/** A request path with its escapes decoded; a malformed escape is left as it came (a 404 names it, never a 500). */
function decodePath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The built web app at /, looked up per request, with its shell for every other GET outside the API. */
async function serveWebApp(app: FastifyInstance, env: Env): Promise<void> {
  const hasWeb = existsSync(path.join(env.webDistDir, 'index.html'));
  // serve: false — files are sent from the not-found handler below, looked up per request, so a rebuilt web app is
  // served without a restart and every unknown path falls back to the app shell.
  // preCompressed: the build writes .br and .gz copies of every text asset; the one the client accepts is sent as it
  // is (brotli first), so nothing is compressed per request.
  if (hasWeb) await app.register(fastifyStatic, { root: env.webDistDir, serve: false, preCompressed: true });
  const shellFor = webShell(env.webDistDir);
  app.setNotFoundHandler(async (request, reply) => {
    const url = decodePath(request.url.split('?')[0] ?? '');
    if (url.startsWith('/api/') || url === API_PREFIX || request.method !== 'GET' || !hasWeb) {
      return reply.status(404).send(errorBody(404, 'NOT_FOUND', `No route ${request.method} ${url}`));
    }
    const file = path.normalize(path.join(env.webDistDir, url));
    if (file.startsWith(env.webDistDir + path.sep) && (await stat(file).catch(() => null))?.isFile()) {
      // Vite puts a content hash in every asset name, so those can be cached for good; anything else revalidates.
      if (url.startsWith('/assets/'))
        return reply.sendFile(path.relative(env.webDistDir, file), { maxAge: 31536000000, immutable: true });
      return reply
        .header('cache-control', 'no-cache')
        .sendFile(path.relative(env.webDistDir, file), { cacheControl: false });
    }
    // The public pages the build prerendered (/, /login, /signup) paint before any script runs, and hydrate. They show
    // what a signed-out visitor sees, so someone signed in gets the shell instead, which leads on into the product.
    const prerendered = request.cookies.accessToken ? null : await prerenderedPage(env.webDistDir, url);
    if (prerendered) {
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .sendFile(prerendered, { cacheControl: false, lastModified: false });
    }
    // The web app routes on the client: every other GET gets its shell (its own not-found page handles typos), always
    // revalidated by its ETag so a new build shows at once. A page's shell names its route chunks for preloading (sent
    // as it is: two or three kilobytes fit the first round trip anyway).
    const page = await shellFor(url);
    if (page) {
      reply.type('text/html').header('cache-control', 'no-cache').header('etag', page.etag);
      return request.headers['if-none-match'] === page.etag ? reply.status(304).send() : page.html;
    }
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
  });
}
