import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../../..');

export interface CaddyProxy {
  /** The app's address through the proxy (plain HTTP on the test's own port). */
  url: string;
  /** The port of the HTTPS sites (the shops' own domains). */
  httpsPort: number;
  /** The root certificate of Caddy's internal authority, which signs every certificate it serves here. */
  rootCertificate(): string;
  /** Sends the proxy's traffic to these instances from now on (`caddy reload`, graceful); needs `adminPort`. */
  setUpstreams(upstreams: string[]): void;
  stop(): Promise<void>;
}

/**
 * Runs Caddy (Debian's package) with the repository's deploy/Caddyfile, as
 * production would, except for the test's global options: its own internal
 * certificate authority instead of a public one (`local_certs`), high ports,
 * no admin endpoint, nothing installed in the machine's trust store.
 */
export async function startCaddy(
  ports: { http: number; https: number; ask: number; adminPort?: number },
  upstreams: string[],
): Promise<CaddyProxy> {
  const dir = mkdtempSync(join(tmpdir(), 'vidriera-caddy-'));
  const admin = ports.adminPort ? `127.0.0.1:${ports.adminPort}` : undefined;
  const testOptions = [
    'local_certs',
    'skip_install_trust',
    admin ? `admin ${admin}` : 'admin off',
    `http_port ${ports.http}`,
    `https_port ${ports.https}`,
  ].join('\n\t');
  const config = readFileSync(join(ROOT, 'deploy/Caddyfile'), 'utf8').replace('#test-global-options', testOptions);
  writeFileSync(join(dir, 'Caddyfile'), config);
  const caddyEnv = (to: string[]) => ({
    ...process.env,
    HOME: dir,
    XDG_DATA_HOME: join(dir, 'data'),
    XDG_CONFIG_HOME: join(dir, 'config'),
    VIDRIERA_HOST: 'http://127.0.0.1',
    VIDRIERA_UPSTREAMS: to.join(' '),
    VIDRIERA_ASK_PORT: String(ports.ask),
    ACME_EMAIL: 'operaciones@vidriera.test',
  });
  const child: ChildProcess = spawn('caddy', ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
    cwd: dir,
    env: caddyEnv(upstreams),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const rootFile = join(dir, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
  const listening = (port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.destroy() !== undefined));
      socket.once('error', () => resolve(false));
    });
  for (
    let waited = 0;
    !(await listening(ports.http)) || !(await listening(ports.https)) || !existsSync(rootFile);
    waited += 100
  ) {
    if (child.exitCode !== null) throw new Error(`Caddy terminó al arrancar (${child.exitCode}):\n${output}`);
    if (waited > 30_000) throw new Error(`Caddy no arrancó a tiempo:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `http://127.0.0.1:${ports.http}`,
    httpsPort: ports.https,
    rootCertificate: () => readFileSync(rootFile, 'utf8'),
    setUpstreams: (to) => {
      if (!admin) throw new Error('Caddy arrancó sin su API de administración (adminPort)');
      const args = ['reload', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile', '--address', admin];
      execFileSync('caddy', args, { cwd: dir, env: caddyEnv(to), stdio: 'pipe' });
    },
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}
