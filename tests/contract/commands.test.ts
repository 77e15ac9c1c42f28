import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** Where a command someone copies or a script runs is written. */
const COMMAND_FILES = [
  'README.md',
  '.ci/run',
  ...readdirSync(path.join(ROOT, 'docs')).map((name) => `docs/${name}`),
  ...readdirSync(path.join(ROOT, 'scripts'))
    .filter((name) => name.endsWith('.sh'))
    .map((name) => `scripts/${name}`),
];

describe('commands run unattended', () => {
  it("README's two commands install pnpm without asking", () => {
    const readme = read('README.md');
    expect(readme).toContain('\nnpx -y pnpm@10 install && npx -y pnpm@10 start\n');
    expect(readme).toContain('\nnpx -y pnpm@10 install && npx -y pnpm@10 test\n');
  });

  // Without -y, npx asks before installing a package version it lacks, and in a script (no terminal) it refuses.
  it.each(COMMAND_FILES)('%s runs no package version through npx without -y', (file) => {
    const asking = [...read(file).matchAll(/\bnpx\s+(?!-y\s|--yes\s)@?[^\s@]+@\S+/g)].map((match) => match[0]);
    expect(asking).toEqual([]);
  });
});
