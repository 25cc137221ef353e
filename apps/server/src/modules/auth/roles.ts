import type { Role } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';

interface RoleSubject {
  id: string;
  email: string;
  emailVerified: boolean;
}

/** The store a person owns (one per owner). */
export interface OwnedStore {
  id: string;
  slug: string;
  name: string;
}

/**
 * A signed-in person's roles (user_roles, plus super_admin for confirmed
 * e-mails in SUPER_ADMIN_EMAILS) and their store, in one query.
 */
export async function loadAccount(
  db: Kysely<Database>,
  user: RoleSubject,
  superAdminEmails: readonly string[],
): Promise<{ roles: Role[]; store: OwnedStore | null }> {
  const result = await sql<{ roles: Role[]; store: OwnedStore | null }>`
    select coalesce((select json_agg(r.role) from user_roles r where r.user_id = ${user.id}), '[]') as roles,
      (select json_build_object('id', s.id, 'slug', s.slug, 'name', s.name) from stores s where s.owner_id = ${user.id}) as store
  `.execute(db);
  const row = result.rows[0];
  const roles = new Set<Role>(row?.roles ?? []);
  if (user.emailVerified && superAdminEmails.includes(user.email.toLowerCase())) roles.add('super_admin');
  return { roles: [...roles].sort(), store: row?.store ?? null };
}
