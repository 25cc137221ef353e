import { formatOrderDateTime, JOB_KIND_LABELS, type JobSummary } from '@vidriera/core';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/lib/toast';
import { useRetryJob } from '../api/retry-job';

const STATE_LABELS: Record<JobSummary['state'], string> = {
  pending: 'Pendiente',
  running: 'En curso',
  done: 'Hecho',
  dead: 'Muerto',
};

/** Its state as the super admin reads it: a running job past its lease is stuck; one taken over says how often. */
function stateText(job: JobSummary): string {
  const stuck = job.state === 'running' && job.lockedUntil !== null && new Date(job.lockedUntil) < new Date();
  const state = stuck ? `Atascado desde el ${formatOrderDateTime(job.lockedUntil ?? '')}` : STATE_LABELS[job.state];
  if (job.retakes === 0) return state;
  return `${state} · Retomado ${job.retakes === 1 ? '1 vez' : `${job.retakes} veces`}`;
}

function when(job: JobSummary): string {
  if (job.finishedAt) return `Terminó el ${formatOrderDateTime(job.finishedAt)}`;
  return `${job.attempts > 0 ? 'Reintenta' : 'Corre'} el ${formatOrderDateTime(job.runAt)}`;
}

function RetryButton({ job }: { job: JobSummary }) {
  const retry = useRetryJob();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={retry.isPending}
      onClick={() =>
        retry.mutate(job.id, {
          onSuccess: () => toast.success('Éxito', { description: 'El trabajo volverá a intentarse enseguida.' }),
          onError: (error) => toast.error('Error', { description: error.message }),
        })
      }
    >
      <RotateCcw />
      Reintentar
    </Button>
  );
}

/** One view of the queue: what each job is, its state, attempts and last error; dead ones can run again. */
export function JobsTable({ jobs }: { jobs: JobSummary[] }) {
  if (jobs.length === 0)
    return <p className="py-8 text-center text-sm text-muted-foreground">No hay trabajos en esta vista.</p>;
  return (
    <>
      <JobsTableWide jobs={jobs} />
      <JobsListNarrow jobs={jobs} />
    </>
  );
}

const jobName = (job: JobSummary) => JOB_KIND_LABELS[job.kind] ?? job.kind;
const attemptsText = (job: JobSummary) => `${job.attempts} de ${job.maxAttempts}`;

/** Wide screens: one row per job. */
function JobsTableWide({ jobs }: { jobs: JobSummary[] }) {
  return (
    <div className="hidden md:block">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Trabajo</TableHead>
            <TableHead>Estado</TableHead>
            <TableHead>Intentos</TableHead>
            <TableHead>Último error</TableHead>
            <TableHead>Cuándo</TableHead>
            <TableHead>
              <span className="sr-only">Acciones</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {jobs.map((job) => (
            <TableRow key={job.id}>
              <TableCell className="font-medium">{jobName(job)}</TableCell>
              <TableCell>{stateText(job)}</TableCell>
              <TableCell>{attemptsText(job)}</TableCell>
              <TableCell className="max-w-sm text-sm break-words whitespace-normal text-muted-foreground">
                {job.lastError ?? '—'}
              </TableCell>
              <TableCell className="text-sm">{when(job)}</TableCell>
              <TableCell className="text-right">{job.state === 'dead' && <RetryButton job={job} />}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** Phones: one card per job with the same facts, so nothing needs a sideways scroll. */
function JobsListNarrow({ jobs }: { jobs: JobSummary[] }) {
  return (
    <ul className="divide-y md:hidden" aria-label="Trabajos">
      {jobs.map((job) => (
        <li key={job.id} className="space-y-1 py-3 text-sm first:pt-0 last:pb-0">
          <p className="font-medium wrap-anywhere">{jobName(job)}</p>
          <p className="text-muted-foreground">
            {stateText(job)} · Intentos: {attemptsText(job)}
          </p>
          <p className="text-muted-foreground">{when(job)}</p>
          {job.lastError && <p className="wrap-anywhere text-destructive">{job.lastError}</p>}
          {job.state === 'dead' && (
            <div className="pt-2">
              <RetryButton job={job} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
