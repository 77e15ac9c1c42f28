import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { loadEnv } from '../env.ts';
import type { Session } from '../decorators.ts';
import { manualClock } from '../lib/clock.ts';
import { openTestDatabase, type TestPool } from './database.ts';
import { OPERATION_CALLS_DIR } from './paths.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  api: supertest.Agent;
  clock: ReturnType<typeof manualClock>;
  /** Responses that did not match the contract; checked after every test. */
  violations: string[];
  /** Status codes each operation answered in this file (the contract walk checks every operation was exercised). */
  calls: Map<string, Set<number>>;
  /** Bearer header value for a seeded or created user, without going through the code e-mail. */
  tokenFor(email: string): Promise<string>;
  /** A full session for a user. */
  sessionFor(email: string): Promise<Session>;
  /** The newest code e-mailed to an address, read from the outbox. */
  latestCode(email: string): Promise<string>;
  close(): Promise<void>;
}

const strictAjv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(strictAjv);
strictAjv.addFormat('binary', true);
const validators = new WeakMap<object, ValidateFunction>();

/** Checks every JSON response against the contract's schema for its operation and status. */
function validateResponses(app: FastifyInstance, violations: string[]): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const schema = request.routeOptions.schema as
      | { operationId?: string; response?: Record<string, { content?: Record<string, { schema?: object }> }> }
      | undefined;
    if (!schema?.operationId) return payload;
    const declared = schema.response?.[String(reply.statusCode)];
    const where = `${schema.operationId} ${request.method} ${request.url} → ${reply.statusCode}`;
    if (!declared) {
      violations.push(`${where}: status not declared in the contract`);
      return payload;
    }
    const contentType =
      String(reply.getHeader('content-type') ?? '')
        .split(';')[0]
        ?.trim() ?? '';
    const media = declared.content?.[contentType];
    if (!media) {
      if (declared.content && Object.keys(declared.content).length)
        violations.push(`${where}: content type ${contentType} not declared`);
      return payload;
    }
    if (!media.schema || contentType !== 'application/json') return payload;
    let validate = validators.get(media.schema);
    if (!validate) {
      validate = strictAjv.compile(media.schema);
      validators.set(media.schema, validate);
    }
    // A body compressed by @fastify/compress is a stream here, unless it came compressed from the handler (a kept
    // page: lib/page-cache.ts); the suites ask for plain bodies, except the compression tests.
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const gzipped = reply.getHeader('content-encoding') === 'gzip' && Buffer.isBuffer(payload);
    const body = JSON.parse(String(gzipped ? gunzipSync(payload) : payload));
    if (!validate(body)) violations.push(`${where}: ${strictAjv.errorsText(validate.errors)}`);
    return payload;
  });
}

/**
 * Starts a test server; `environment` is read as process.env would be (e.g. NODE_ENV=production); `pool` sizes its
 * database connection pool (a pool of one shows what a busy server answers).
 */
export async function startTestApp(
  environment: NodeJS.ProcessEnv = { NODE_ENV: 'test' },
  pool?: TestPool,
): Promise<TestApp> {
  const template = inject('testTemplate');
  const db = await openTestDatabase(template, pool);
  const clock = manualClock(new Date());
  const env = loadEnv(environment, {
    dataDir: path.dirname(template.uploadsDir),
    jwtSecret: 'test-secret-that-is-long-enough-0123456789',
    port: 0,
    logLevel: 'silent',
  });
  const app = await buildApp({ env, db, clock, migrate: false });
  const violations: string[] = [];
  validateResponses(app, violations);
  const calls = new Map<string, Set<number>>();
  app.addHook('onResponse', async (request, reply) => {
    const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    if (!operationId) return;
    if (!calls.has(operationId)) calls.set(operationId, new Set());
    calls.get(operationId)?.add(reply.statusCode);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const sessionFor = async (email: string) => {
    const user = await db.prisma.user.findUniqueOrThrow({ where: { email } });
    return app.sessions.start(user.id);
  };
  return {
    app,
    db,
    // Plain bodies, so every response can be checked against the contract (compression is tested on its own).
    api: supertest.agent(app.server).set('accept-encoding', 'identity'),
    clock,
    violations,
    calls,
    sessionFor,
    tokenFor: async (email) => `Bearer ${(await sessionFor(email)).accessToken}`,
    latestCode: async (email) => {
      const mail = await db.prisma.outboxEmail.findFirstOrThrow({
        where: { to: email },
        orderBy: { createdAt: 'desc' },
      });
      const code = mail.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`No code in the e-mail to ${email}`);
      return code;
    },
    close: async () => {
      writeCalls(calls);
      await app.close();
      await db.close();
    },
  };
}

/**
 * Another server on the same database and clock, as a restart or a second process behind the proxy would be (answer
 * it with `inject`; close it when done).
 */
export function startSiblingApp(t: TestApp): Promise<FastifyInstance> {
  return buildApp({ env: t.app.env, db: t.db, clock: t.clock, migrate: false });
}

function writeCalls(calls: Map<string, Set<number>>): void {
  mkdirSync(OPERATION_CALLS_DIR, { recursive: true });
  const record = Object.fromEntries([...calls].map(([op, statuses]) => [op, [...statuses].sort()]));
  writeFileSync(path.join(OPERATION_CALLS_DIR, `${randomUUID()}.json`), JSON.stringify(record));
}

/**
 * Starts a private server for the test file (a copy of the seeded database) and checks after each test that every
 * response matched the contract. Use at the top level of a test file; `environment` as for startTestApp.
 */
export function useTestApp(environment?: NodeJS.ProcessEnv, pool?: TestPool): TestApp {
  const ctx = {} as TestApp;
  beforeAll(async () => {
    Object.assign(ctx, await startTestApp(environment, pool));
  });
  afterEach(() => {
    const found = ctx.violations?.splice(0) ?? [];
    expect(found, 'every response must match the contract').toEqual([]);
  });
  afterAll(async () => {
    await ctx.close?.();
  });
  return ctx;
}
