import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, STOREFRONT_PREFIX } from './lib/handler.ts';
import { listOperations, loadSpec, STOREFRONT_SPEC_PATH } from './plugins/openapi.ts';
import {
  DEMO_BUSINESS_ID,
  DEMO_CUSTOM_ROLE_ID,
  DEMO_EMAIL,
  DEMO_HANDLE,
  DEMO_INVITE_ID,
  DEMO_INVITE_TOKEN,
  MERCHANDIZER_USER_ID,
} from './seed/fixtures.ts';
import { casesFor, type FuzzCase } from './testing/fuzz-cases.ts';
import { seededRandom } from './testing/fuzz-values.ts';
import { startTestApp, type TestApp } from './testing/harness.ts';

/**
 * Every operation of the contract, driven with hostile input generated from the contract itself: wrong types,
 * out-of-bounds numbers, bad formats, odd encodings, oversized text and bodies, extra and missing fields, prototype
 * keys, control characters, wrong content types and broken JSON; signed in as the demo Administrator (so handlers run)
 * and without a token. No input may cause a 5xx, and every answer must be one the contract declares.
 */
const SEED = 20261122;
const FIELD_CASES = 24;
const URL_CASES = 10;

interface Answer {
  status: number;
  body: string;
}

function send(port: number, c: FuzzCase, token: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...c.headers, 'accept-encoding': 'identity' };
    if (!c.anonymous) headers.authorization = token;
    if (c.body !== undefined) headers['content-length'] = Buffer.byteLength(c.body);
    const request = http.request({ host: '127.0.0.1', port, method: c.method, path: c.url, headers }, (response) => {
      // An event stream that opened stays open: its status is the answer.
      if (String(response.headers['content-type']).startsWith('text/event-stream')) {
        resolve({ status: response.statusCode ?? 0, body: '' });
        response.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    });
    // A server may answer (413) and close before it has read a body it refuses; the answer still counts.
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? resolve({ status: 0, body: error.code }) : reject(error),
    );
    if (c.body !== undefined) request.write(c.body);
    request.end();
  });
}

describe('fuzzing every operation of the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    // These requests do not count as the suites' tests of each operation (the contract walk).
    t.calls.clear();
    await t.close();
  });

  it('answers no hostile input with a 5xx, and only with statuses the contract declares', async () => {
    // The vendor API's contract and the storefront's.
    const contracts = [
      { spec: loadSpec(), prefix: API_PREFIX },
      { spec: loadSpec(STOREFRONT_SPEC_PATH), prefix: STOREFRONT_PREFIX },
    ];
    const prisma = t.db.prisma;
    const [meal, order, zone, member, media] = await Promise.all([
      prisma.meal.findFirstOrThrow({ where: { businessId: DEMO_BUSINESS_ID }, orderBy: { id: 'asc' } }),
      prisma.order.findFirstOrThrow({ where: { businessId: DEMO_BUSINESS_ID }, orderBy: { id: 'asc' } }),
      prisma.deliveryZone.findFirstOrThrow({ where: { businessId: DEMO_BUSINESS_ID }, orderBy: { id: 'asc' } }),
      prisma.membership.findFirstOrThrow({ where: { userId: MERCHANDIZER_USER_ID } }),
      prisma.media.findFirst({ where: { businessId: DEMO_BUSINESS_ID }, orderBy: { id: 'asc' } }),
    ]);
    const pathValues = {
      mealID: meal.id,
      orderId: order.id,
      id: zone.id,
      roleId: DEMO_CUSTOM_ROLE_ID,
      memberId: member.id,
      inviteId: DEMO_INVITE_ID,
      token: DEMO_INVITE_TOKEN,
      key: media?.storageKey ?? 'fuzz.png',
      handle: DEMO_HANDLE,
      checkoutId: '00000000-0000-4000-8000-000000000000',
      trackingToken: 'fuzz-tracking-token-0123456789',
    };
    const random = seededRandom(SEED);
    // Deletions and sign-outs last, so the records and the session the others use are still there.
    const operations = contracts
      .flatMap(({ spec, prefix }) => listOperations(spec).map((op) => ({ ...op, spec, prefix })))
      .sort(
        (a, b) =>
          Number(a.method === 'DELETE' || /logout|signOut/i.test(a.operationId)) -
          Number(b.method === 'DELETE' || /logout|signOut/i.test(b.operationId)),
      );
    const port = (t.app.server.address() as AddressInfo).port;
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    const slowest: { ms: number; what: string }[] = [];
    for (const op of operations) {
      const token = await t.tokenFor(DEMO_EMAIL);
      const cases = casesFor(op.spec, op, {
        pathValues,
        random,
        prefix: op.prefix,
        fieldCases: FIELD_CASES,
        urlCases: URL_CASES,
      });
      for (const c of cases) {
        const started = performance.now();
        const answer = await send(port, c, token);
        slowest.push({ ms: performance.now() - started, what: `${op.operationId} [${c.label}]` });
        slowest.sort((a, b) => b.ms - a.ms).splice(5);
        sent++;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500 || answer.status === 0) {
          failures.push(
            `${op.operationId} ${c.method} ${c.url.slice(0, 120)} [${c.label}] → ${answer.status} ${answer.body.slice(0, 200)}`,
          );
        }
      }
    }
    // and paths the contract does not have: the not-found answer must survive them too
    for (const url of [
      '/api/v1/%ZZ',
      '/api/v1/nope%00',
      '/%E0%A4%A',
      '/api/v1/vendor/business/meals/%',
      '/..%2F..%2F',
    ]) {
      for (const method of ['GET', 'POST']) {
        const answer = await send(port, { label: 'unknown path', method, url, headers: {} }, '');
        sent++;
        if (answer.status >= 500) failures.push(`${method} ${url} → ${answer.status} ${answer.body.slice(0, 200)}`);
      }
    }
    const polluted = ({} as Record<string, unknown>).polluted;
    const summary = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' ');
    console.log(`fuzz: ${sent} requests over ${operations.length} operations (${summary})`);
    console.log(`fuzz: slowest ${slowest.map((s) => `${s.what} ${Math.round(s.ms)} ms`).join('; ')}`);
    expect(polluted, 'a body must never reach Object.prototype').toBeUndefined();
    expect(failures, 'no input may cause a 5xx').toEqual([]);
    expect(t.violations.splice(0), 'every answer must be declared in the contract').toEqual([]);
  }, 300_000);
});
