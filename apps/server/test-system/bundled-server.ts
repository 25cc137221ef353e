import { inject } from 'vitest';
import { type ServerProcess, startServer } from './server-process';

/** The server as production runs it, bundled once this run from the sources under test (build-server.ts). */
export function startBundledServer(
  port: number,
  env: Record<string, string>,
  options: { startTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  return startServer(port, env, { ...options, bundle: inject('serverBundle') });
}
