import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { until } from './many-instances-helpers';

const ROOT = join(import.meta.dirname, '../../..');
export const PROMETHEUS_DEPLOY = join(ROOT, 'deploy/prometheus');

/** Runs promtool (Debian's `prometheus` package) in deploy/prometheus; rejects with its output when it fails. */
export async function promtool(...args: string[]): Promise<string> {
  const { stdout, stderr } = await promisify(execFile)('promtool', args, { cwd: PROMETHEUS_DEPLOY });
  return stdout + stderr;
}

export interface PrometheusServer {
  url: string;
  /** A PromQL instant query's result vector, through Prometheus' HTTP API. */
  query(expr: string): Promise<{ metric: Record<string, string>; value: [number, string] }[]>;
  /** The scrape targets Prometheus knows and their health. */
  targets(): Promise<{ scrapeUrl: string; health: string; lastError: string }[]>;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Runs Prometheus (Debian's package) on `port`, scraping `targets` with the bearer token as deploy/prometheus's
 * example does and evaluating deploy/prometheus/alerts.yml, except for the test's pace: a scrape every 2 s, rules
 * every second and every alert's `for:` shortened to 2 s, so the test waits seconds where production waits minutes.
 */
export async function startPrometheus(port: number, targets: string[], token: string): Promise<PrometheusServer> {
  const dir = mkdtempSync(join(tmpdir(), 'vidriera-prometheus-'));
  const rules = readFileSync(join(PROMETHEUS_DEPLOY, 'alerts.yml'), 'utf8').replace(/^(\s+)for: \S+$/gm, '$1for: 2s');
  writeFileSync(join(dir, 'alerts.yml'), rules);
  writeFileSync(join(dir, 'token'), token);
  const config = {
    global: { scrape_interval: '2s', scrape_timeout: '2s', evaluation_interval: '1s' },
    rule_files: [join(dir, 'alerts.yml')],
    scrape_configs: [
      {
        job_name: 'vidriera',
        authorization: { type: 'Bearer', credentials_file: join(dir, 'token') },
        static_configs: [{ targets }],
      },
    ],
  };
  // JSON is YAML: Prometheus reads it as it is.
  writeFileSync(join(dir, 'prometheus.yml'), JSON.stringify(config, null, 2));
  await promtool('check', 'config', join(dir, 'prometheus.yml'));
  const child: ChildProcess = spawn(
    'prometheus',
    [
      `--config.file=${join(dir, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  await until(
    'Prometheus listo',
    async () => {
      if (child.exitCode !== null) throw new Error(`Prometheus terminó al arrancar (${child.exitCode}):\n${output}`);
      return (await fetch(`${url}/-/ready`).catch(() => undefined))?.ok;
    },
    30_000,
  );
  const api = async <T>(path: string): Promise<T> => {
    const answer = (await (await fetch(`${url}/api/v1/${path}`)).json()) as { status: string; data: T };
    if (answer.status !== 'success') throw new Error(`Prometheus: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  return {
    url,
    query: async (expr) =>
      (
        await api<{ result: { metric: Record<string, string>; value: [number, string] }[] }>(
          `query?query=${encodeURIComponent(expr)}`,
        )
      ).result,
    targets: async () =>
      (await api<{ activeTargets: { scrapeUrl: string; health: string; lastError: string }[] }>('targets'))
        .activeTargets,
    output: () => output,
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
