/**
 * The Message-ID of the e-mail a job sends: the job's id at the app's host.
 * Every attempt of one job sends the same id, so if the server crashed after
 * the mail server accepted the message and before the job was marked done,
 * the retry's copy is the same message and mail systems keep only one
 * (docs/decisions/016-job-queue.md).
 */
export function messageIdFor(jobId: string, publicUrl: string): string {
  return `${jobId}@${new URL(publicUrl).hostname}`;
}
