import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/** Stores: one per owner (unique owner_id), addressed by a unique slug. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    CREATE TABLE stores (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
      name text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 1 AND 50),
      description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 200),
      slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) <= 50),
      whatsapp_number text CHECK (whatsapp_number ~ '^\\+[1-9][0-9]{7,14}$'),
      instagram_handle text CHECK (char_length(instagram_handle) <= 30),
      facebook_page text CHECK (char_length(facebook_page) <= 200),
      cbu text CHECK (char_length(cbu) <= 50),
      logo_url text,
      banner_url text,
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX stores_created_at_idx ON stores (created_at DESC);
  `,
  );
}
