// The seeded people a feature's tests act as, signed in once per test file.
import { beforeAll, expect } from 'vitest';
import { DEMO_EMAIL, MANAGER_EMAIL, MERCHANDIZER_EMAIL, OTHER_EMAIL } from '../seed/fixtures.ts';
import { kitchenAssistantToken } from './factories.ts';
import type { TestApp } from './harness.ts';

/** Bearer header values, filled before the file's tests run. */
export interface SeededPeople {
  /** The demo kitchen's Administrator. */
  admin: string;
  /** The demo kitchen's Business Manager. */
  manager: string;
  /** The demo kitchen's Merchandizer. */
  merch: string;
  /** The other kitchen's Administrator: never sees the demo kitchen's data. */
  other: string;
  /** A demo kitchen member holding the custom "Kitchen Assistant" role; only when asked for (it adds a member). */
  assistant: string;
}

/**
 * Signs in the seeded people in a `beforeAll` of the calling test file. `withAssistant` also adds a Kitchen Assistant
 * member to the demo kitchen; without it `assistant` stays empty.
 */
export function useSeededPeople(t: TestApp, { withAssistant = false } = {}): SeededPeople {
  const people: SeededPeople = { admin: '', manager: '', merch: '', other: '', assistant: '' };
  beforeAll(async () => {
    const [admin, manager, merch, other] = await Promise.all(
      [DEMO_EMAIL, MANAGER_EMAIL, MERCHANDIZER_EMAIL, OTHER_EMAIL].map((email) => t.tokenFor(email)),
    );
    Object.assign(people, { admin, manager, merch, other });
    if (withAssistant) people.assistant = await kitchenAssistantToken(t);
  });
  return people;
}

/**
 * The access rules of a read: `allowed` may read it, it needs a session (401), and `denied` is refused for lack of
 * `permission` (403 naming it).
 */
export async function expectReadAccess(
  t: TestApp,
  url: string,
  { allowed, denied, permission }: { allowed: string; denied: string; permission: string },
): Promise<void> {
  await t.api.get(url).set('authorization', allowed).expect(200);
  await t.api.get(url).expect(401);
  const res = await t.api.get(url).set('authorization', denied).expect(403);
  expect(res.body.message).toContain(permission);
}

/** `auth` reads `url`: a 200 whose whole body is the success envelope around `data`. */
export async function expectReadBody(t: TestApp, url: string, auth: string, data: unknown): Promise<void> {
  const res = await t.api.get(url).set('authorization', auth).expect(200);
  expect(res.body).toEqual({ success: true, status: 'success', data });
}
