import path from 'node:path';
import { type Env, EnvError, loadEnv } from './env.ts';
import { startupFailure } from './lib/startup-failure.ts';

/** A start that cannot succeed as configured ends with one line saying why, not a stack trace. */
function fatal(error: unknown, env?: Env): never {
  const line = error instanceof EnvError ? `Configuration error: ${error.message}` : startupFailure(error, env);
  if (!line) throw error;
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  fatal(error);
}
// Loaded once the configuration is known to be good, so a bad one is reported before the whole server is read.
const [{ buildApp }, { API_PREFIX }, { seedIfEmpty }] = await Promise.all([
  import('./app.ts'),
  import('./lib/handler.ts'),
  import('./seed/index.ts'),
]);
// An empty database always gets the reference lists; the demo kitchens and their accounts only where SEED_DEMO allows
// (development by default, never production), so a production start never opens with a known password.
const app = await buildApp({
  env,
  seed: (prisma) => seedIfEmpty(prisma, { demo: env.seedDemo, uploadsDir: path.join(env.dataDir, 'uploads') }),
}).catch((error: unknown) => fatal(error, env));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: shutting down`);
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ host: env.host, port: env.port }).catch((error: unknown) => fatal(error, env));
app.log.info(
  `Vendor API on ${env.publicUrl ?? `http://localhost:${env.port}`}${API_PREFIX}; web app at /; outbox at /dev/outbox`,
);
