import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

/**
 * Ads measured (docs/product/measurement.md): a store's Meta Pixel id and Google Analytics 4 measurement id, shown
 * to store pages only once a shopper accepts the consent notice, and its Meta Conversions API token, sealed with the
 * server's secret like Mercado Pago's credentials (shared/credential-box.ts) and never sent back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    ALTER TABLE stores
      ADD COLUMN meta_pixel_id text CHECK (meta_pixel_id ~ '^[0-9]{5,20}$'),
      ADD COLUMN ga4_measurement_id text CHECK (ga4_measurement_id ~ '^G-[A-Z0-9]{4,16}$'),
      ADD COLUMN meta_conversions_token_sealed text CHECK (char_length(meta_conversions_token_sealed) <= 2000);
  `,
  );
}
