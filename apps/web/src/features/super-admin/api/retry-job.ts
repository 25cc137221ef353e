import { useMutation, useQueryClient } from '@tanstack/react-query';
import { superAdminRoutes } from '@vidriera/core';
import { callRoute } from '@/lib/call-route';

/** POST /api/super-admin/jobs/{id}/retry: a dead job runs again from its first attempt. */
export function retryJob(id: string) {
  return callRoute(superAdminRoutes.retryJob, { params: { id } });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['super-admin', 'jobs'] }),
  });
}
