import type { TestProject } from 'vitest/node';
import { startServer, TEST_JWT_SECRET } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server under test (web app at /, API at /api/v1). */
    browserBaseUrl: string;
    /** Its JWT secret, or null when the suite runs against a server it did not start (BASE_URL). */
    browserJwtSecret: string | null;
  }
}

/**
 * One real server for the whole browser suite, on a fresh embedded database (migrated and seeded on start).
 * BASE_URL=http://host:port runs the journeys against an already running server instead.
 */
export default async function setup(project: TestProject) {
  const external = process.env.BASE_URL?.replace(/\/$/, '');
  if (external) {
    project.provide('browserBaseUrl', external);
    project.provide('browserJwtSecret', null);
    return undefined;
  }
  const server = await startServer();
  project.provide('browserBaseUrl', server.baseUrl);
  project.provide('browserJwtSecret', TEST_JWT_SECRET);
  return () => server.close();
}
