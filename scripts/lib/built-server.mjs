// Starts the compiled server (apps/mock-server/dist/server.js, from pnpm build) on an empty data directory for a
// measuring script, and stops it again.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server's base URL once it is healthy, and a stop function. It runs as production; with `demo` it runs as
 * development with the demo kitchens seeded (production refuses them), for pages that need a kitchen to show.
 */
export async function startBuiltServer({ demo = false } = {}) {
  const entry = path.join(root, 'apps/mock-server/dist/server.js');
  if (!existsSync(entry)) throw new Error('apps/mock-server/dist/server.js is missing: run pnpm build first');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vendor-measure-'));
  const port = 20000 + Math.floor(Math.random() * 2000);
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: demo ? 'development' : 'production',
      SEED_DEMO: demo ? 'true' : 'false',
      JWT_SECRET: 'measure-secret-measure-secret-measure-0123',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: base,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 2400 || child.exitCode !== null) throw new Error('the server did not become healthy');
    await sleep(50);
  }
  return {
    base,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
