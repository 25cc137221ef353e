import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobList, JobView } from '@vidriera/core';
import { api } from '@/lib/api-client';

export type { JobList, JobSummary, JobView } from '@vidriera/core';

/** GET /api/super-admin/jobs?view=…: the queue's jobs in one view (the 100 newest) and every view's count. */
export const jobsQueryOptions = (view: JobView) =>
  queryOptions({
    queryKey: ['super-admin', 'jobs', view] as const,
    queryFn: () => api.get<JobList>(`/api/super-admin/jobs?view=${view}`),
  });

export function useJobs(view: JobView) {
  return useQuery(jobsQueryOptions(view));
}
