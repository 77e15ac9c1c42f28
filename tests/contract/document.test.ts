import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  listOperations,
  loadSpec,
  SPEC_PATH,
  STOREFRONT_SPEC_PATH,
} from '../../apps/mock-server/src/plugins/openapi.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const require = createRequire(path.join(ROOT, 'apps/mock-server/node_modules/fastify-openapi-glue/package.json'));

describe('openapi/vendor-api.yaml', () => {
  const spec = loadSpec();
  const operations = listOperations(spec);

  it('is a valid OpenAPI 3.1 document (the validator fastify-openapi-glue uses)', async () => {
    // Resolved through fastify-openapi-glue so the test uses exactly the validator the server does.
    const { Validator } = (await import(require.resolve('@seriousme/openapi-schema-validator'))) as {
      Validator: new () => { validate(spec: string): Promise<{ valid: boolean; errors?: unknown }> };
    };
    const result = await new Validator().validate(SPEC_PATH);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('keeps the production API paths the web app calls exactly as production serves them', () => {
    const routes = operations.map((o) => `${o.method} ${o.path}`);
    for (const route of [
      'POST /vendor/auth/login',
      'POST /vendor/auth/otp',
      'POST /vendor/auth/otp/verify',
      'POST /vendor/vendor/oauth/google',
      'POST /vendor/vendor/oauth/google/complete',
      'POST /auth/refresh-access-token',
      'GET /vendor/me',
      'GET /vendor/business/meals',
      'POST /vendor/business/meals',
      'GET /vendor/business/meals/{mealID}',
      'PATCH /vendor/business/meals/{mealID}',
      'GET /vendor/delivery-zones',
      'GET /vendor/delivery-zones/regions',
      'POST /vendor/delivery-zones',
      'PATCH /vendor/delivery-zones/{id}',
      'DELETE /vendor/delivery-zones/{id}',
      'GET /vendor/insights/transactions',
      'GET /vendor/transactions',
      'GET /vendor/payout/setup',
      'PATCH /vendor/payout/setup',
      'POST /vendor/payout/stripe-connect',
    ]) {
      expect(routes).toContain(route);
    }
  });

  it('gives every operation a unique operationId, security and the one error shape', () => {
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [p, item] of Object.entries(spec.paths)) {
      for (const [method, op] of Object.entries(item as Record<string, Record<string, unknown>>)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        const where = `${method.toUpperCase()} ${p}`;
        expect(op.operationId, where).toEqual(expect.any(String));
        const security = (op.security ?? spec.security) as unknown[];
        expect(security, `${where} declares its security`).toBeInstanceOf(Array);
        const responses = op.responses as Record<
          string,
          { $ref?: string; content?: Record<string, { schema?: { $ref?: string } }> }
        >;
        const errors = Object.entries(responses).filter(([code]) => Number(code) >= 400);
        expect(errors.length, `${where} documents its errors`).toBeGreaterThan(0);
        for (const [, response] of errors) {
          const ref = response.$ref ?? response.content?.['application/json']?.schema?.$ref;
          expect(ref, where).toMatch(/^#\/components\/(responses\/|schemas\/ErrorResponse$)/);
        }
        if (security.length) expect(Object.keys(responses), where).toContain('401');
        if (op['x-permission']) expect(Object.keys(responses), where).toContain('403');
        // A busy or unreachable database answers 503 with Retry-After, whatever the operation.
        expect(Object.keys(responses), where).toContain('503');
      }
    }
  });

  it('puts every vendor call but sign-in behind the bearer token', () => {
    const signIn = ['vendorLogin', 'sendOtp', 'verifyOtp', 'startGoogleOauth', 'completeGoogleOauth'];
    for (const op of operations.filter((o) => o.path.startsWith('/vendor/'))) {
      expect(op.secured, op.operationId).toBe(!signIn.includes(op.operationId));
    }
  });

  it('packages/api-types is generated from the current document', () => {
    const bin = path.join(ROOT, 'packages/api-types/node_modules/.bin/openapi-typescript');
    expect(() =>
      execFileSync(bin, ['../../openapi/vendor-api.yaml', '-o', 'src/schema.d.ts', '--check'], {
        cwd: path.join(ROOT, 'packages/api-types'),
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });
});

describe('openapi/storefront-api.yaml', () => {
  const spec = loadSpec(STOREFRONT_SPEC_PATH);
  const operations = listOperations(spec);

  it('is a valid OpenAPI 3.1 document (the validator fastify-openapi-glue uses)', async () => {
    const { Validator } = (await import(require.resolve('@seriousme/openapi-schema-validator'))) as {
      Validator: new () => { validate(spec: string): Promise<{ valid: boolean; errors?: unknown }> };
    };
    const result = await new Validator().validate(STOREFRONT_SPEC_PATH);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('is public, names each operation once, and answers errors in the one shape, 503 included', () => {
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    // Handlers of both contracts are found by operationId: no name may mean two operations.
    const vendorIds = new Set(listOperations(loadSpec()).map((o) => o.operationId));
    expect(ids.filter((id) => vendorIds.has(id))).toEqual([]);
    for (const op of operations) {
      expect(op.secured, op.operationId).toBe(false);
      const responses = (spec.paths[op.path] as Record<string, { responses: Record<string, { $ref?: string }> }>)[
        op.method.toLowerCase()
      ]!.responses;
      expect(Object.keys(responses), op.operationId).toContain('503');
      for (const [code, response] of Object.entries(responses))
        if (Number(code) >= 400)
          expect(response.$ref, `${op.operationId} ${code}`).toMatch(/^#\/components\/responses\//);
    }
  });

  it('packages/api-types/src/storefront is generated from the current document', () => {
    const bin = path.join(ROOT, 'packages/api-types/node_modules/.bin/openapi-typescript');
    expect(() =>
      execFileSync(bin, ['../../openapi/storefront-api.yaml', '-o', 'src/storefront/schema.d.ts', '--check'], {
        cwd: path.join(ROOT, 'packages/api-types'),
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });
});
