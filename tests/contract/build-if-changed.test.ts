import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { BUILD_OUTPUTS, buildFingerprint, recordBuild, upToDate } from '../../scripts/build-if-changed.mjs';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-fingerprint-'));
  write('apps/web/src/main.tsx', 'render()');
  write('apps/mock-server/src/server.ts', 'listen()');
  write('openapi/vendor-api.yaml', 'openapi: 3.1.0');
  write('pnpm-lock.yaml', 'lockfileVersion: 9');
  for (const output of BUILD_OUTPUTS as string[]) write(output, 'built');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('pnpm start skips the build when no source changed', () => {
  it('a second start over unchanged sources is up to date', () => {
    recordBuild(root, buildFingerprint(root, {}));
    expect(upToDate(root, buildFingerprint(root, {}))).toBe(true);
  });

  it.each([
    ['a web source', 'apps/web/src/main.tsx'],
    ['a server source', 'apps/mock-server/src/server.ts'],
    ['the contract', 'openapi/vendor-api.yaml'],
    ['the lockfile', 'pnpm-lock.yaml'],
  ])('an edit to %s rebuilds', (_what, file) => {
    recordBuild(root, buildFingerprint(root, {}));
    write(file, 'changed');
    expect(upToDate(root, buildFingerprint(root, {}))).toBe(false);
  });

  it('a new source file rebuilds; outputs, dependencies and tests do not count', () => {
    recordBuild(root, buildFingerprint(root, {}));
    write('apps/web/node_modules/x/index.js', 'dependency');
    write('apps/web/dist/assets/app.js', 'output');
    write('apps/web/src/app.test.tsx', 'test');
    expect(upToDate(root, buildFingerprint(root, {}))).toBe(true);
    write('apps/web/src/new.tsx', 'new');
    expect(upToDate(root, buildFingerprint(root, {}))).toBe(false);
  });

  it('a changed VITE_ variable or a missing output rebuilds', () => {
    recordBuild(root, buildFingerprint(root, { VITE_API_URL: 'a' }));
    expect(upToDate(root, buildFingerprint(root, { VITE_API_URL: 'b' }))).toBe(false);
    expect(upToDate(root, buildFingerprint(root, { VITE_API_URL: 'a' }))).toBe(true);
    rmSync(path.join(root, 'apps/mock-server/dist/server.js'));
    expect(upToDate(root, buildFingerprint(root, { VITE_API_URL: 'a' }))).toBe(false);
  });
});
