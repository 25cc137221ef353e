export const ROLES = ['super_admin', 'store_admin'] as const;
export type Role = (typeof ROLES)[number];

/** Where a signed-in person lands (docs/product/accounts.md). */
export function homePathForRoles(roles: readonly string[]): '/super-admin' | '/admin' {
  return roles.includes('super_admin') ? '/super-admin' : '/admin';
}
