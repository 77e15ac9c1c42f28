import { buildApp } from './src/app.ts';
import { loadEnv } from './src/env.ts';
import { issueSession } from './src/features/auth/session.ts';
import { DEMO_EMAIL } from './src/seed/index.ts';

const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: process.env.BENCH_DB }, { dataDir: '/tmp/regbench', jwtSecret: 'x'.repeat(40), port: 0, logLevel: 'silent' });
const app = await buildApp({ env });
const user = await app.prisma.user.findUniqueOrThrow({ where: { email: DEMO_EMAIL } });
const { accessToken } = await issueSession(app, user.id);
const headers = { authorization: `Bearer ${accessToken}` };
let t0 = performance.now();
await app.prisma.user.count();
console.log('warm-up query', (performance.now()-t0).toFixed(1));
t0 = performance.now();
let res = await app.inject({ method: 'GET', url: '/api/v1/vendor/delivery-zones/regions', headers });
console.log('first (cold build):', (performance.now() - t0).toFixed(1), 'ms', res.statusCode, res.body.length, 'bytes');
const times: number[] = [];
for (let i = 0; i < 50; i++) {
  t0 = performance.now();
  res = await app.inject({ method: 'GET', url: '/api/v1/vendor/delivery-zones/regions', headers });
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
console.log('warm median', times[25]!.toFixed(2), 'ms p90', times[45]!.toFixed(2), 'ms');
const me: number[] = [];
for (let i = 0; i < 50; i++) { t0 = performance.now(); await app.inject({ method: 'GET', url: '/api/v1/vendor/delivery-zones', headers }); me.push(performance.now() - t0); }
me.sort((a, b) => a - b);
console.log('zones list median', me[25]!.toFixed(2), 'ms');
const s: number[] = [];
for (let i = 0; i < 50; i++) { t0 = performance.now(); await app.inject({ method: 'GET', url: '/api/v1/vendor/delivery-zones/towns?search=new', headers }); s.push(performance.now() - t0); }
s.sort((a, b) => a - b);
console.log('town search median', s[25]!.toFixed(2), 'ms');
const n: number[] = [];
const etag = res.headers.etag as string;
for (let i = 0; i < 50; i++) { t0 = performance.now(); await app.inject({ method: 'GET', url: '/api/v1/vendor/delivery-zones/regions', headers: { ...headers, 'if-none-match': etag } }); n.push(performance.now() - t0); }
n.sort((a, b) => a - b);
console.log('304 median', n[25]!.toFixed(2), 'ms');
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address() as { port: number };
const url = `http://127.0.0.1:${addr.port}/api/v1/vendor/delivery-zones/regions`;
const h: number[] = [];
for (let i = 0; i < 50; i++) { t0 = performance.now(); const r = await fetch(url, { headers }); await r.arrayBuffer(); h.push(performance.now() - t0); }
h.sort((a, b) => a - b);
console.log('http fetch median', h[25]!.toFixed(2), 'ms p90', h[45]!.toFixed(2));
const h2: number[] = [];
for (let i = 0; i < 50; i++) { t0 = performance.now(); const r = await fetch(url + '/../../delivery-zones/towns?search=new', { headers }); await r.arrayBuffer(); h2.push(performance.now() - t0); }
h2.sort((a, b) => a - b);
console.log('http search median', h2[25]!.toFixed(2), 'ms');
await app.close();
