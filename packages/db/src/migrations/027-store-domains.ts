import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * A store's own domain (docs/product/stores.md, "Dominio propio";
 * docs/decisions/023-own-domain.md): one row per store, the domain written
 * lowercase in ASCII (punycode) without a trailing dot, the token its TXT
 * record must carry, and the outcome of the last DNS check.
 *
 * - A domain is served (and gets a certificate) only while `verified_at` is
 *   set. Two stores may both have claimed a domain nobody proved yet (so a
 *   stranger cannot block it by claiming it first); once one proves it, the
 *   partial unique index keeps every other store from verifying it.
 * - `failing_since`: when checks of a verified domain began to fail; the
 *   periodic check takes the domain away after a grace (ADR 023).
 * - Finding the store of a request's host runs across stores (like the
 *   look-up by slug, tenant-context.ts `enterStoreFound`); otherwise the rows
 *   fail closed under row-level security as every tenant table does.
 * - A change of the domain or of its verification raises the store's pages
 *   version (migration 011), so kept pages with the old links are not sent again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const setting = `current_setting('app.store_id', true)`;
  const scoped = `(${setting} = '*' OR store_id = nullif(nullif(${setting}, ''), '*')::uuid)`;
  await runSql(
    db,
    `
    CREATE TABLE store_domains (
      store_id uuid PRIMARY KEY REFERENCES stores (id) ON DELETE CASCADE,
      domain text NOT NULL CHECK (char_length(domain) BETWEEN 4 AND 253 AND domain = lower(domain) AND domain NOT LIKE '%.' AND domain LIKE '%.%'),
      token text NOT NULL CHECK (char_length(token) BETWEEN 16 AND 64),
      verified_at timestamptz,
      checked_at timestamptz,
      check_result text CHECK (check_result IN ('verified', 'txt_missing', 'txt_mismatch', 'not_pointing', 'dns_error', 'taken')),
      failing_since timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX store_domains_verified_domain ON store_domains (domain) WHERE verified_at IS NOT NULL;
    CREATE INDEX store_domains_domain ON store_domains (domain);
    CREATE INDEX store_domains_checked ON store_domains (checked_at NULLS FIRST);
    ALTER TABLE store_domains ENABLE ROW LEVEL SECURITY;
    ALTER TABLE store_domains FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_isolation ON store_domains USING ${scoped} WITH CHECK ${scoped};

    CREATE FUNCTION count_store_domain_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        UPDATE stores SET pages_version = pages_version + 1 WHERE id = OLD.store_id;
        RETURN OLD;
      END IF;
      IF TG_OP = 'INSERT' OR NEW.domain IS DISTINCT FROM OLD.domain OR (NEW.verified_at IS NULL) <> (OLD.verified_at IS NULL) THEN
        UPDATE stores SET pages_version = pages_version + 1 WHERE id = NEW.store_id;
      END IF;
      RETURN NEW;
    END
    $$;
    CREATE TRIGGER store_domains_pages_version AFTER INSERT OR UPDATE OR DELETE ON store_domains
      FOR EACH ROW EXECUTE FUNCTION count_store_domain_change();
  `,
  );
}
