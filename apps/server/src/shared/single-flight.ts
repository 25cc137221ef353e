/**
 * Runs each job once however many ask for it while it runs: they all get the same answer (a page being built, an
 * index being read). A job finished is forgotten; what keeps its answer is the caller's.
 */
export function singleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return (job: string, run: () => Promise<T>): Promise<T> => {
    let started = running.get(job);
    if (!started) {
      started = run().finally(() => running.delete(job));
      running.set(job, started);
    }
    return started;
  };
}
