// The checks every secured operation passes before it does anything: a session, then the permission.
import type supertest from 'supertest';
import type { TestApp } from './harness.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * An operation is refused without a session (401) and refused to each of `denied` (403), who lack its permission.
 * `body`, when given, is sent with both requests.
 */
export async function expectGuarded(
  t: TestApp,
  method: Method,
  url: string,
  denied: string | string[],
  body?: object,
): Promise<void> {
  const send = (request: supertest.Test) => (body === undefined ? request : request.send(body));
  for (const auth of [denied].flat()) await send(t.api[method](url).set('authorization', auth)).expect(403);
  await send(t.api[method](url)).expect(401);
}
