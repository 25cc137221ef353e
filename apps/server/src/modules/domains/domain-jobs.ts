import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { JobHandler, Schedule } from '../jobs/job-runner';
import { checkAllOwnDomains } from './own-domain';

/** The periodic check of own domains (docs/decisions/023-own-domain.md), once per interval across every app instance. */
export const DOMAIN_CHECK = 'domains.check';

export function domainSchedules(everySeconds: number): Schedule[] {
  return [{ kind: DOMAIN_CHECK, everySeconds }];
}

export function domainHandlers(
  db: Kysely<Database>,
  config: Pick<Config, 'SHOP_DOMAIN' | 'PUBLIC_URL' | 'DNS_SERVERS'>,
): Record<string, JobHandler> {
  return { [DOMAIN_CHECK]: async () => `${await checkAllOwnDomains(db, config)}` };
}
