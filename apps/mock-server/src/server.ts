import path from 'node:path';
import { buildApp } from './app.ts';
import { loadEnv } from './env.ts';
import { API_PREFIX } from './lib/handler.ts';
import { seedIfEmpty } from './seed/index.ts';

const env = loadEnv();
// An empty database is seeded on first start, so a fresh checkout (or container) opens on the demo kitchen.
const app = await buildApp({
  env,
  seed: (prisma) => seedIfEmpty(prisma, { uploadsDir: path.join(env.dataDir, 'uploads') }),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: shutting down`);
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ host: env.host, port: env.port });
app.log.info(
  `Vendor API on ${env.publicUrl ?? `http://localhost:${env.port}`}${API_PREFIX}; web app at /; outbox at /dev/outbox`,
);
