import { JOB_VIEW_LABELS, JOB_VIEWS, type JobView } from '@vidriera/core';
import { useSearchParams } from 'react-router';
import { AdminPageHeader } from '@/components/admin-page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useJobs } from '../api/get-jobs';
import { JobsTable } from '../components/jobs-table';

const isView = (value: string | null): value is JobView => JOB_VIEWS.includes(value as JobView);

/** /super-admin/jobs: the background work (e-mails, clean-ups) by state, with "Reintentar" for dead jobs (docs/product/super-admin.md). */
export function JobsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('vista');
  const view: JobView = isView(requested) ? requested : 'pending';
  const jobs = useJobs(view);

  return (
    <div className="min-h-dvh bg-muted/30">
      <AdminPageHeader
        title="Trabajos en segundo plano"
        description="Emails y limpiezas que corren después de cada pedido o cuenta"
        backTo="/super-admin"
        width="max-w-7xl"
      />
      <main className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:py-8">
        <Tabs value={view} onValueChange={(next) => setParams({ vista: next })}>
          {/* Two by two on a phone: the four states with their counts do not fit on one row of 320 px. */}
          <TabsList
            aria-label="Estado de los trabajos"
            className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:h-10 sm:w-fit"
          >
            {JOB_VIEWS.map((v) => (
              <TabsTrigger key={v} value={v} className="py-1.5 sm:py-1">
                {JOB_VIEW_LABELS[v]}
                {jobs.data ? ` (${jobs.data.counts[v]})` : ''}
              </TabsTrigger>
            ))}
          </TabsList>
          {/* A panel for every tab (hidden but the chosen one's), so each tab's aria-controls names an element of the page. */}
          {JOB_VIEWS.map((v) => (
            <TabsContent key={v} value={v} forceMount>
              {v === view && (
                <Card>
                  <CardContent>
                    {jobs.isPending ? (
                      <Skeleton className="h-40 w-full" />
                    ) : jobs.isError ? (
                      <p className="py-8 text-center text-sm text-destructive">
                        No se pudieron cargar los trabajos. Intenta nuevamente.
                      </p>
                    ) : (
                      <JobsTable jobs={jobs.data.jobs} />
                    )}
                  </CardContent>
                </Card>
              )}
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}
