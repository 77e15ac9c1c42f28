import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listOperations, loadSpec, STOREFRONT_SPEC_PATH } from './plugins/openapi.ts';

// One search for an operationId finds its contract entry and its handler, in the feature folder named like the
// operation's tag. The handler map's type already demands a handler for every operation; this keeps each in its place.
const FEATURES = path.join(import.meta.dirname, 'features');
const folders = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// A folder's handlers: handlers.ts and the modules it gathers them from (controls.ts, sold-out.ts...), tests aside.
const handlerSources = new Map(
  folders.map((f) => [
    f,
    readdirSync(path.join(FEATURES, f))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => readFileSync(path.join(FEATURES, f, name), 'utf8'))
      .join('\n'),
  ]),
);
// Both contracts: the vendor API's and the storefront's (tag storefront, folder features/storefront).
const operations = [...listOperations(loadSpec()), ...listOperations(loadSpec(STOREFRONT_SPEC_PATH))];

describe('contract tags and feature folders', () => {
  it('serves every operation from the feature folder named like its tag, and from no other', () => {
    const homes = operations.map((op) => ({
      operationId: op.operationId,
      tags: op.tags,
      // A handler is a method (`async listMeals(request) {`) or an entry built by a shared helper (`getProfile: ...`).
      folders: folders.filter((f) =>
        new RegExp(`\\basync ${op.operationId}\\(|^\\s+${op.operationId}: `, 'm').test(handlerSources.get(f) ?? ''),
      ),
    }));
    expect(homes.filter((h) => h.tags.length !== 1 || h.folders.join() !== h.tags[0])).toEqual([]);
  });

  it('has a feature folder only for a tag of the contract', () => {
    const tags = new Set(operations.flatMap((op) => op.tags));
    expect(folders.filter((f) => !tags.has(f))).toEqual([]);
  });
});
