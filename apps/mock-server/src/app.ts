import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { PrismaClient } from './generated/prisma/client.ts';
import { type Database, openDatabase } from './db/database.ts';
import { applyMigrations } from './db/migrate.ts';
import type { Env } from './env.ts';
import { GoogleSignIn } from './features/auth/google.ts';
import { OtpService } from './features/auth/otp.ts';
import { TokenService } from './features/auth/tokens.ts';
import { registerOidcProvider } from './features/dev/oidc-provider.ts';
import { createMailer, type Mailer } from './features/mail/mailer.ts';
import { registerPayments } from './features/payouts/register.ts';
import { registerOutboxPage } from './features/system/handlers.ts';
import { createStorage } from './features/uploads/storage.ts';
import { buildHandlers } from './handlers.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createAjv } from './lib/validation.ts';
import errorHandler, { errorBody } from './plugins/error-handler.ts';
import openapi, { API_PREFIX } from './plugins/openapi.ts';
import { isSeeded, seed } from './seed/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Database;
    prisma: PrismaClient;
    clock: Clock;
    mailer: Mailer;
    tokens: TokenService;
    otp: OtpService;
    google: GoogleSignIn;
  }
}

export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

export interface BuildOptions {
  env: Env;
  /** An already open database (tests share a prepared one); otherwise one is opened from env. */
  db?: Database;
  clock?: Clock;
  mailer?: Mailer;
  /** Seed an empty database on start (default true). */
  seed?: boolean;
  /** Apply pending migrations on start (default true; tests start from an already migrated copy). */
  migrate?: boolean;
}

/** Builds the whole server as one Fastify instance; server.ts only listens. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: { level: env.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });

  const bodyAjv = createAjv({ coerce: false });
  const urlAjv = createAjv({ coerce: true });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : urlAjv).compile(schema));

  const db = options.db ?? (await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir }));
  if (!options.db) app.addHook('onClose', () => db.close());
  if (options.migrate !== false) await applyMigrations(db.factory);
  if (options.seed !== false && !(await isSeeded(db.prisma))) {
    await seed(db.prisma, { uploadsDir: path.join(env.dataDir, 'uploads') });
  }

  const clock = options.clock ?? systemClock;
  const mailer = options.mailer ?? createMailer({ smtpUrl: env.smtpUrl, mailFrom: env.mailFrom, prisma: db.prisma });
  app.decorate('env', env);
  app.decorate('db', db);
  app.decorate('prisma', db.prisma);
  app.decorate('clock', clock);
  app.decorate('mailer', mailer);
  app.decorate('storage', createStorage(env));
  app.decorate('tokens', new TokenService(db.prisma, env.jwtSecret, clock));
  app.decorate('otp', new OtpService(db.prisma, mailer, env.jwtSecret, clock));
  app.decorate(
    'google',
    new GoogleSignIn(
      db.prisma,
      clock,
      env.googleClientId && env.googleClientSecret
        ? { clientId: env.googleClientId, clientSecret: env.googleClientSecret }
        : undefined,
    ),
  );

  // gzip for clients that ask: the region tree is half a megabyte of JSON, order pages tens of kilobytes.
  await app.register(compress, { encodings: ['gzip', 'deflate'], threshold: 1024 });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10 } });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  await app.register(errorHandler);
  // Before the contract's routes: the payments provider, the Stripe webhook's raw body, the offline onboarding page.
  registerPayments(app);
  await app.register(openapi, { handlers: buildHandlers(app) });

  if (env.devRoutes) {
    registerOutboxPage(app);
    if (app.google.offline) await registerOidcProvider(app);
  }

  const hasWeb = existsSync(path.join(env.webDistDir, 'index.html'));
  // serve: false — files are sent from the not-found handler below, looked up per request, so a rebuilt web app is
  // served without a restart and every unknown path falls back to the app shell.
  if (hasWeb) await app.register(fastifyStatic, { root: env.webDistDir, serve: false });
  app.setNotFoundHandler(async (request, reply) => {
    const url = decodeURIComponent(request.url.split('?')[0] ?? '');
    if (url.startsWith(`${API_PREFIX}/`) || url === API_PREFIX || request.method !== 'GET' || !hasWeb) {
      return reply.status(404).send(errorBody(404, 'NOT_FOUND', `No route ${request.method} ${url}`));
    }
    const file = path.normalize(path.join(env.webDistDir, url));
    if (file.startsWith(env.webDistDir + path.sep) && (await stat(file).catch(() => null))?.isFile()) {
      // Vite puts a content hash in every asset name, so those can be cached for good.
      const immutable = url.startsWith('/assets/');
      return reply.sendFile(path.relative(env.webDistDir, file), { maxAge: immutable ? 31536000000 : 0, immutable });
    }
    // The web app routes on the client: every other GET gets its shell (its own not-found page handles typos).
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', { maxAge: 0 });
  });

  return app;
}
