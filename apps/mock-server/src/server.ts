import { buildApp } from './app.ts';
import { loadEnv } from './env.ts';

const env = loadEnv();
const app = await buildApp({ env });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: shutting down`);
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ host: env.host, port: env.port });
app.log.info(
  `Vendor API on ${env.publicUrl ?? `http://localhost:${env.port}`}${'/api/v1'}; web app at /; outbox at /dev/outbox`,
);
