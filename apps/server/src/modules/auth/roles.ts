import type { Role } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';

interface RoleSubject {
  id: string;
  email: string;
  emailVerified: boolean;
}

/** Roles from user_roles, plus super_admin for confirmed e-mails in SUPER_ADMIN_EMAILS. */
export async function getUserRoles(db: Kysely<Database>, user: RoleSubject, superAdminEmails: readonly string[]): Promise<Role[]> {
  const rows = await db.selectFrom('user_roles').select('role').where('user_id', '=', user.id).execute();
  const roles = new Set<Role>(rows.map((r) => r.role));
  if (user.emailVerified && superAdminEmails.includes(user.email.toLowerCase())) roles.add('super_admin');
  return [...roles].sort();
}
