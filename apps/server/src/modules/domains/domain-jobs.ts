import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Config } from '../../shared/config';
import { defineJob, handleJob, type JobEntry } from '../jobs/define-job';
import { checkAllOwnDomains } from './own-domain';

/** The periodic check of own domains (docs/decisions/023-own-domain.md), once per interval across every app instance. */
export const DOMAIN_CHECK = defineJob({ kind: 'domains.check', payload: z.object({}) });

export function domainJobs(
  db: Kysely<Database>,
  config: Pick<Config, 'SHOP_DOMAIN' | 'PUBLIC_URL' | 'DNS_SERVERS' | 'DOMAIN_CHECK_INTERVAL'>,
): JobEntry[] {
  return [
    handleJob(DOMAIN_CHECK, async () => `${await checkAllOwnDomains(db, config)}`, {
      everySeconds: config.DOMAIN_CHECK_INTERVAL,
    }),
  ];
}
