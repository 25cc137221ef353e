import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far (its log). */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the real server as its own process and waits until it answers (a first start creates the database and the
 * demo store): `bundle`, the server built as production runs it (build-server.ts), or else its TypeScript sources.
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  { bundle, startTimeoutMs = 60_000 }: { bundle?: string; startTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    bundle ? ['--enable-source-maps', bundle] : ['--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO: 'false',
        RATE_LIMIT: 'false',
        LOG_LEVEL: 'warn',
        // Stops at once on SIGTERM: the tests that put a proxy in front and restart under traffic set it.
        SHUTDOWN_DRAIN: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó al arrancar (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/api/config`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`el servidor no respondió a tiempo:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    output: () => output,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill(signal);
      }),
  };
}
