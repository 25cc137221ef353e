import type lighthouse from 'lighthouse';

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * `LH_DETAILS=1` (page-speed.ts): prints a run's LCP element with its phases, the request timeline, long tasks,
 * script start-up, the load's own timings before the simulation and the main thread's work by kind.
 */
export function printRunDetails(lhr: LighthouseResult): void {
  console.log(
    'benchmarkIndex',
    lhr.environment.benchmarkIndex,
    'cpuSlowdownMultiplier',
    lhr.configSettings.throttling.cpuSlowdownMultiplier,
  );
  const lcp = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: unknown[] }[] } | undefined;
  console.log(
    JSON.stringify(
      lcp?.items?.map((i) => i.items),
      null,
      1,
    ).slice(0, 3000),
  );
  const chains = lhr.audits['network-requests']?.details as
    | {
        items?: {
          url: string;
          networkRequestTime: number;
          networkEndTime: number;
          transferSize: number;
          priority: string;
        }[];
      }
    | undefined;
  for (const r of chains?.items ?? [])
    console.log(
      r.networkRequestTime.toFixed(0).padStart(6),
      r.networkEndTime.toFixed(0).padStart(6),
      String(r.transferSize).padStart(7),
      r.priority.padEnd(8),
      r.url.replace(/^https?:\/\/[^/]+/, ''),
    );
  const tasks = lhr.audits['long-tasks']?.details as
    { items?: { url: string; startTime: number; duration: number }[] } | undefined;
  for (const t of tasks?.items ?? [])
    console.log(
      'tarea larga',
      t.startTime.toFixed(0).padStart(6),
      t.duration.toFixed(0).padStart(5),
      'ms',
      t.url.replace(/^https?:\/\/[^/]+/, ''),
    );
  const bootup = lhr.audits['bootup-time']?.details as
    { items?: { url: string; total: number; scripting: number; scriptParseCompile: number }[] } | undefined;
  for (const b of bootup?.items ?? [])
    console.log(
      'arranque',
      b.total.toFixed(0).padStart(5),
      'ms total',
      b.scripting.toFixed(0).padStart(5),
      'ms script',
      b.scriptParseCompile.toFixed(0).padStart(4),
      'ms compilar',
      b.url.replace(/^https?:\/\/[^/]+/, ''),
    );
  // The main thread's time by kind of work (style and layout, parsing HTML, script, painting, garbage collection, other).
  const kinds = lhr.audits['mainthread-work-breakdown']?.details as
    { items?: { groupLabel: string; duration: number }[] } | undefined;
  // The load as Chrome ran it, before Lighthouse's simulation of a slow phone (which counts what came before the first paint).
  const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
  const at = (key: string) => `${Math.round(observed[key] ?? Number.NaN)} ms`;
  console.log(
    'sin simular',
    `DOMContentLoaded ${at('observedDomContentLoaded')} · load ${at('observedLoad')} · primer pintado ${at('observedFirstPaint')} · LCP ${at('observedLargestContentfulPaint')}`,
  );
  console.log(
    'hilo principal',
    (kinds?.items ?? []).map((k) => `${k.groupLabel} ${k.duration.toFixed(0)} ms`).join(' · '),
  );
}
