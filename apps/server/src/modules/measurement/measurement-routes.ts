import { measurementRoutes as routes } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { credentialBox } from '../../shared/credential-box';
import { addRoute } from '../../shared/route';
import { storeOf } from '../auth/access';

/** The token's box: sealed for its store, never sent back (docs/SECURITY.md). */
export const conversionsTokenBox = (secret: string) => credentialBox(secret, 'meta-conversions-token');

async function view(db: Kysely<Database>, storeId: string) {
  const row = await db
    .selectFrom('stores')
    .select(['meta_pixel_id', 'ga4_measurement_id', 'meta_conversions_token_sealed'])
    .where('id', '=', storeId)
    .executeTakeFirstOrThrow();
  return {
    metaPixelId: row.meta_pixel_id,
    ga4Id: row.ga4_measurement_id,
    conversionsToken: row.meta_conversions_token_sealed !== null,
  };
}

/** "Medición de anuncios" (docs/product/measurement.md). */
export function registerMeasurementRoutes(app: ApiApp, { db, secret }: AppContext): void {
  addRoute(app, routes.settings, (request) => view(db, storeOf(request).id));

  addRoute(app, routes.save, async (request) => {
    const storeId = storeOf(request).id;
    const { metaPixelId, ga4Id, conversionsToken } = request.body;
    await db
      .updateTable('stores')
      .set({
        meta_pixel_id: metaPixelId,
        ga4_measurement_id: ga4Id,
        ...(conversionsToken === undefined
          ? {}
          : {
              meta_conversions_token_sealed:
                conversionsToken === null ? null : conversionsTokenBox(secret).seal(storeId, conversionsToken),
            }),
      })
      .where('id', '=', storeId)
      .execute();
    return view(db, storeId);
  });
}
