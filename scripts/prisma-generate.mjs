// `prisma generate` never runs the native schema engine, but the CLI insists one exists; none can be downloaded
// here, so point it at any existing file. Migrations use Prisma's WASM schema engine instead (apps/mock-server/src/db).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(import.meta.url);
env.PRISMA_HIDE_UPDATE_MESSAGE = '1';
const result = spawnSync('pnpm', ['exec', 'prisma', 'generate'], {
  stdio: 'inherit',
  env,
  shell: process.platform === 'win32',
});
process.exit(result.status ?? 1);
