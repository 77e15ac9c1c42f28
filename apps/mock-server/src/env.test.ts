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
