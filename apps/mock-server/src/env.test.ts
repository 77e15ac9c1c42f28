import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

const env = (TRUST_PROXY?: string) =>
  loadEnv({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }) });

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(env().trustProxy).toBe(false);
    expect(env('').trustProxy).toBe(false);
    expect(env('false').trustProxy).toBe(false);
  });

  it('takes a hop count, or a list of addresses and CIDR ranges', () => {
    expect(env('1').trustProxy).toBe(1);
    expect(env('127.0.0.1, 10.0.0.0/8,::1').trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
  });

  it('refuses "true" (anyone could choose their address) and anything that is not an address', () => {
    expect(() => env('true')).toThrow(/TRUST_PROXY/);
    expect(() => env('proxy.example')).toThrow(/TRUST_PROXY/);
  });

  it('a client address is read from X-Forwarded-For only when the connection comes from a listed proxy', async () => {
    const ipSeen = async (trustProxy: string[] | false) => {
      const app = Fastify({ trustProxy });
      app.get('/', async (request) => ({ ip: request.ip }));
      const res = await app.inject({
        url: '/',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      await app.close();
      return res.json().ip;
    };
    expect(await ipSeen(false)).toBe('127.0.0.1');
    expect(await ipSeen(['10.0.0.0/8'])).toBe('127.0.0.1');
    expect(await ipSeen(['127.0.0.1'])).toBe('203.0.113.9');
  });
});

describe('SEED_DEMO', () => {
  const seedDemo = (source: NodeJS.ProcessEnv) =>
    loadEnv({ JWT_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://vendors.kitchen.example', ...source }).seedDemo;

  it('seeds the demo kitchens by default in development only', () => {
    expect(seedDemo({ NODE_ENV: 'development' })).toBe(true);
    expect(seedDemo({})).toBe(true);
    expect(seedDemo({ NODE_ENV: 'test' })).toBe(false);
    expect(seedDemo({ NODE_ENV: 'production' })).toBe(false);
  });

  it('follows an explicit true or false outside production', () => {
    expect(seedDemo({ NODE_ENV: 'test', SEED_DEMO: 'true' })).toBe(true);
    expect(seedDemo({ NODE_ENV: 'development', SEED_DEMO: 'false' })).toBe(false);
    expect(seedDemo({ NODE_ENV: 'production', SEED_DEMO: 'false' })).toBe(false);
    expect(() => seedDemo({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO must be true or false/);
  });

  it('refuses SEED_DEMO=true in production: the demo accounts have a public password', () => {
    expect(() => seedDemo({ NODE_ENV: 'production', SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO=true is refused with NODE_ENV=production/,
    );
  });
});
