import { type Kysely, sql } from 'kysely';
import type { Database } from './types';

/**
 * Why row-level security would not hold for the role the app connects as, or
 * null when it holds: PostgreSQL lets a SUPERUSER or BYPASSRLS role past every
 * policy (docs/decisions/003-row-level-security.md). The server warns at start.
 */
export async function rowLevelSecurityBypass(db: Kysely<Database>): Promise<string | null> {
  const { rows } = await sql<{ role: string; rolsuper: boolean; rolbypassrls: boolean }>`
    select current_user as role, rolsuper, rolbypassrls from pg_roles where rolname = current_user
  `.execute(db);
  const role = rows[0];
  if (!role || (!role.rolsuper && !role.rolbypassrls)) return null;
  const why = role.rolsuper ? 'SUPERUSER' : 'BYPASSRLS';
  return `el rol de la base de datos «${role.role}» es ${why}: la seguridad por fila no aísla las tiendas. Conecta la app con un rol común (docs/decisions/003-row-level-security.md).`;
}
