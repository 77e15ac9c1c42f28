// The seeded people a feature's tests act as, signed in once per test file.
import { beforeAll } from 'vitest';
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
