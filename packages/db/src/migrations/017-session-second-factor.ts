import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * Whether a session passed the second step (docs/decisions/013-second-factor-on-the-session.md):
 * set when it was opened by a code after the password, right after enrolment,
 * or stepped up with a code later. The super-admin API asks it of the session,
 * not of the account, so a session opened with the password alone before
 * enrolment (or by Google) is not enough.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(db, `ALTER TABLE sessions ADD COLUMN second_factor boolean NOT NULL DEFAULT false;`);
}
