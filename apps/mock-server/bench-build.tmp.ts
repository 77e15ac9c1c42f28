import { buildApp } from './src/app.ts';
import { loadEnv } from './src/env.ts';
import { placeCache } from './src/features/delivery-zones/places.ts';
const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: process.env.BENCH_DB }, { dataDir: '/tmp/regbench', jwtSecret: 'x'.repeat(40), port: 0, logLevel: 'silent' });
const app = await buildApp({ env });
await app.prisma.user.count();
for (let i = 0; i < 3; i++) {
  let t0 = performance.now();
  await placeCache(app.prisma)();
  console.log('prisma build', (performance.now() - t0).toFixed(1));
  t0 = performance.now();
  const rows = await app.prisma.$queryRaw<unknown[]>`SELECT t.id, t.name, t.slug, t.area_id FROM towns t`;
  console.log('raw towns', rows.length, (performance.now() - t0).toFixed(1));
  t0 = performance.now();
  const r2 = await app.prisma.town.findMany({ select: { id: true, name: true, slug: true, areaId: true } });
  console.log('findMany towns', r2.length, (performance.now() - t0).toFixed(1));
}
await app.close();
