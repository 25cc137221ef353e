import lighthouse from 'lighthouse';
import { printRunDetails } from './lighthouse-details';

// One Lighthouse measure of a page for page-speed.ts, and the settings it runs with.

/** `LH_THROTTLING=devtools`: the slow 4G and the 4× CPU applied to the load itself instead of simulated from an unthrottled one. */
export const APPLIED_THROTTLING = process.env.LH_THROTTLING === 'devtools';
/** `LH_CPU_SLOWDOWN=8`: the CPU slowdown Lighthouse applies or simulates (its mobile default is 4). */
export const CPU_SLOWDOWN = process.env.LH_CPU_SLOWDOWN ? Number(process.env.LH_CPU_SLOWDOWN) : undefined;

export interface Sample {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  totalKb: number;
  scriptKb: number;
  imageKb: number;
  images: number;
  /** Main-thread time Lighthouse gives the document itself (parsing its HTML, style and layout it causes), and its longest task (0 when none reaches 50 ms). */
  htmlMs: number;
  htmlTaskMs: number;
  /** Lighthouse's measure of this machine's CPU speed for the run (the fast machines of bench/README.md ~3,000). */
  benchmarkIndex: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** One Lighthouse run; a run whose trace failed (Lighthouse asks to run it again) is run again, up to three times. */
async function lighthouseRun(
  url: string,
  port: number,
  keepStorage: boolean,
  attempt = 1,
): Promise<NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
    ...(APPLIED_THROTTLING ? { throttlingMethod: 'devtools' as const } : {}),
    ...(CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
  });
  if (!result) throw new Error(`Lighthouse no devolvió resultados para ${url}`);
  if (result.lhr.runtimeError && attempt < 3) return lighthouseRun(url, port, keepStorage, attempt + 1);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

export async function measure(url: string, port: number, keepStorage = false): Promise<Sample> {
  const lhr = await lighthouseRun(url, port, keepStorage);
  if (process.env.LH_DETAILS) printRunDetails(lhr);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const documentUrl = lhr.finalDisplayedUrl;
  const bootup =
    (lhr.audits['bootup-time']?.details as { items?: { url: string; total: number }[] } | undefined)?.items ?? [];
  const longTasks =
    (lhr.audits['long-tasks']?.details as { items?: { url: string; duration: number }[] } | undefined)?.items ?? [];
  const summary =
    (
      lhr.audits['resource-summary']?.details as
        { items?: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined
    )?.items ?? [];
  const of = (type: string) => summary.find((item) => item.resourceType === type);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    totalKb: numeric('total-byte-weight') / 1024,
    scriptKb: (of('script')?.transferSize ?? 0) / 1024,
    imageKb: (of('image')?.transferSize ?? 0) / 1024,
    images: of('image')?.requestCount ?? 0,
    htmlMs: bootup.find((item) => item.url === documentUrl)?.total ?? 0,
    htmlTaskMs: Math.max(0, ...longTasks.filter((task) => task.url === documentUrl).map((task) => task.duration)),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
