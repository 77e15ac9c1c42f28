import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { ROOT_DIR } from '../env.ts';

/** The server started as `pnpm dev` starts it (src/server.ts in its own process), with only the environment given. */
function spawnServer(env: Record<string, string>): { child: ChildProcess; stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT_DIR, 'apps/mock-server/src/server.ts')], {
    cwd: ROOT_DIR,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => stdout.push(String(chunk)));
  child.stderr?.on('data', (chunk) => stderr.push(String(chunk)));
  return { child, stdout, stderr };
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs a server that is expected to refuse to start; answers its exit code and what it wrote to stderr. */
export async function failedStart(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const { child, stderr } = spawnServer({ PORT: String(await freePort()), ...env });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stderr: stderr.join('') };
}

export interface SpawnedServer {
  /** http://127.0.0.1:<port>/api/v1 */
  api: string;
  output(): string;
  stop(): Promise<void>;
}

/** Starts a server process and waits until it answers its health check. */
export async function startServerProcess(env: Record<string, string>): Promise<SpawnedServer> {
  const port = await freePort();
  const { child, stdout, stderr } = spawnServer({ PORT: String(port), ...env });
  const output = () => [...stdout, ...stderr].join('');
  const api = `http://127.0.0.1:${port}/api/v1`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output()}`);
    const healthy = await fetch(`${api}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { api, output, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the server never became healthy: ${output()}`);
}
