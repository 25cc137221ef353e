import { queryOptions, useQuery } from '@tanstack/react-query';
import { type JobView, superAdminRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';

export type { JobList, JobSummary, JobView } from '@vidriera/core';

/** GET /api/super-admin/jobs?view=…: the queue's jobs in one view (the 100 newest) and every view's count. */
export const jobsQueryOptions = (view: JobView) =>
  queryOptions({
    queryKey: ['super-admin', 'jobs', view] as const,
    queryFn: () => callRoute(superAdminRoutes.jobs, { query: { view } }),
  });

export function useJobs(view: JobView) {
  return useQuery(jobsQueryOptions(view));
}
