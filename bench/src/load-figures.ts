import { loadavg } from 'node:os';
import autocannon from 'autocannon';

/** What a load run measured: requests a second, latency's p50, p97.5 and p99 in ms, and the errors (failures and non-2xx). */
export interface LoadFigures {
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
}

/**
 * `connections` clients asking `url` one request at a time each, for `seconds`; with `requests`, each client asks
 * those in turn (autocannon's request sequence: a path each, or a `setupRequest` that writes it).
 */
export async function measureLoad(
  url: string,
  connections: number,
  seconds: number,
  requests?: autocannon.Request[],
): Promise<LoadFigures> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1, requests });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The headings of a row's figures, as the load benches print them. */
export const LOAD_HEADINGS = ['req/s', 'p50 ms', 'p99 ms', 'errores'].map((heading) => heading.padStart(8));

/** A row's figures under LOAD_HEADINGS. */
export const loadCells = (figures: LoadFigures) =>
  [figures.rps, figures.p50, figures.p99, figures.errors].map((n) => String(n).padStart(8));

/** The machine's load over the last 1, 5 and 15 minutes, two decimals each: other work on its cores moves the figures. */
export const machineLoad = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
