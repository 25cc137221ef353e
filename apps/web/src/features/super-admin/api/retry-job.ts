import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobSummary } from '@vidriera/core';
import { api } from '@/lib/api-client';

/** POST /api/super-admin/jobs/{id}/retry: a dead job runs again from its first attempt. */
export function retryJob(id: string): Promise<{ job: JobSummary }> {
  return api.post<{ job: JobSummary }>(`/api/super-admin/jobs/${id}/retry`);
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['super-admin', 'jobs'] }),
  });
}
