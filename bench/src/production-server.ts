import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = resolve(import.meta.dirname, '../..');

export { freePort } from '../../apps/server/test/helpers/free-port';

/** The root package's start script: the command and Node flags production runs with. */
export const START_COMMAND = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }
).scripts.start;

/** The production server exactly as `npm start` runs it (NODE_ENV=production), on `port`, with `env` on top of ours. */
export function spawnProductionServer(port: number, env: Record<string, string>): ChildProcess {
  // `env` runs the start script's leading VAR=value settings too, and exec keeps the server this process's child (its PID, its memory).
  return spawn('sh', ['-c', `exec env ${START_COMMAND}`], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DEMO: 'false',
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
}

/** Stops a server spawnProductionServer started and waits until it has exited. */
export async function stopProductionServer(server: ChildProcess): Promise<void> {
  const exited = new Promise((done) => (server.exitCode === null ? server.once('exit', done) : done(null)));
  server.kill();
  await exited;
}

/** Waits up to a minute for `ready` to say yes (an error counts as no), checking every 100 ms. */
export async function until(ready: () => Promise<boolean>, what: string): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 100) {
    if (await ready().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`no llegó: ${what}`);
}
