import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listOperations, loadSpec, STOREFRONT_SPEC_PATH } from '../../apps/mock-server/src/plugins/openapi.ts';
import { OPERATION_CALLS_DIR } from '../../apps/mock-server/src/testing/paths.ts';

/**
 * The contract walk: every operation of both documents (the vendor API and the storefront) must have been called by
 * the server suite (which records what it called; run it first: `pnpm test:unit` does) with a success, with bad input
 * or a missing record (4xx other than 401/403), without a token (401) when it is secured, and by a role lacking its
 * permission (403) when it has one.
 */
function recordedCalls(): Map<string, Set<number>> {
  const calls = new Map<string, Set<number>>();
  if (!existsSync(OPERATION_CALLS_DIR)) return calls;
  for (const file of readdirSync(OPERATION_CALLS_DIR)) {
    const record = JSON.parse(readFileSync(path.join(OPERATION_CALLS_DIR, file), 'utf8')) as Record<string, number[]>;
    for (const [op, statuses] of Object.entries(record)) {
      if (!calls.has(op)) calls.set(op, new Set());
      for (const s of statuses) calls.get(op)?.add(s);
    }
  }
  return calls;
}

describe('every operation in the contract is tested', () => {
  const calls = recordedCalls();
  // The vendor API's operations and the storefront's.
  const specs = [loadSpec(), loadSpec(STOREFRONT_SPEC_PATH)];
  const operations = specs.flatMap((spec) => listOperations(spec).map((op) => ({ ...op, spec })));
  /** Operations that take no input at all cannot be called with bad input. */
  const takesInput = (spec: (typeof specs)[number], method: string, p: string) => {
    const item = spec.paths[p] as Record<string, { parameters?: unknown[]; requestBody?: unknown }> & {
      parameters?: unknown[];
    };
    const op = item[method.toLowerCase()];
    return Boolean(op?.requestBody || op?.parameters?.length || item.parameters?.length);
  };

  it('the server suite has run and left its records', () => {
    expect(calls.size, `no records in ${OPERATION_CALLS_DIR}: run the server suite first`).toBeGreaterThan(0);
  });

  it.each(operations.map((o) => [o.operationId, o] as const))('%s', (operationId, op) => {
    const statuses = [...(calls.get(operationId) ?? [])];
    const missing: string[] = [];
    if (!statuses.some((s) => s >= 200 && s < 300)) missing.push('a success (2xx)');
    if (takesInput(op.spec, op.method, op.path) && !statuses.some((s) => s >= 400 && s < 500 && s !== 401 && s !== 403))
      missing.push('bad input or a missing record (4xx)');
    if (op.secured && !statuses.includes(401)) missing.push('no token (401)');
    if (op.permission && !statuses.includes(403)) missing.push(`a role without ${op.permission} (403)`);
    expect(missing, `${op.method} ${op.path} was called with ${JSON.stringify(statuses.sort())}`).toEqual([]);
  });
});
