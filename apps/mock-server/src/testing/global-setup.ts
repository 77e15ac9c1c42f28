import type { TestProject } from 'vitest/node';
import { prepareTemplate } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplate: import('./database.ts').TestTemplate;
  }
}

/** Migrates and seeds once; every test file then starts from a private copy in well under a second. */
export default async function setup(project: TestProject) {
  const template = await prepareTemplate(process.env.TEST_DATABASE_URL || undefined);
  const { cleanup, ...info } = template;
  project.provide('testTemplate', info);
  return cleanup;
}
