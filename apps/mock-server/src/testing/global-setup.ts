import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { OPERATION_CALLS_DIR } from './paths.ts';
import { prepareTemplate } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplate: import('./database.ts').TestTemplate;
  }
}

/** Migrates and seeds once; every test file then starts from a private copy in well under a second. */
export default async function setup(project: TestProject) {
  // The server suite is what the contract walk reads, so each run of it starts a fresh record.
  if (project.name === 'server') rmSync(OPERATION_CALLS_DIR, { recursive: true, force: true });
  const template = await prepareTemplate(process.env.TEST_DATABASE_URL || undefined);
  const { cleanup, ...info } = template;
  project.provide('testTemplate', info);
  return cleanup;
}
