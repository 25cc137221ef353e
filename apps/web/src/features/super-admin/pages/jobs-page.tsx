import { JOB_VIEW_LABELS, JOB_VIEWS, type JobView } from '@vidriera/core';
import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
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
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-4">
          <Button variant="ghost" size="icon" asChild className="shrink-0">
            <Link to="/super-admin" aria-label="Volver al panel" title="Volver al panel">
              <ArrowLeft />
            </Link>
          </Button>
          <div className="min-w-0">
            <h1 className="text-lg font-semibold sm:text-xl">Trabajos en segundo plano</h1>
            <p className="text-sm text-muted-foreground">Emails y limpiezas que corren después de cada pedido o cuenta</p>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:py-8">
        <Tabs value={view} onValueChange={(next) => setParams({ vista: next })}>
          <TabsList aria-label="Estado de los trabajos">
            {JOB_VIEWS.map((v) => (
              <TabsTrigger key={v} value={v}>
                {JOB_VIEW_LABELS[v]}
                {jobs.data ? ` (${jobs.data.counts[v]})` : ''}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
        <Card>
          <CardContent>
            {jobs.isPending ? (
              <Skeleton className="h-40 w-full" />
            ) : jobs.isError ? (
              <p className="py-8 text-center text-sm text-destructive">No se pudieron cargar los trabajos. Intenta nuevamente.</p>
            ) : (
              <JobsTable jobs={jobs.data.jobs} />
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
