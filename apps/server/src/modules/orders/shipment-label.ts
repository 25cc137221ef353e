import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { apiError, notFound } from '../../shared/app-error';
import type { Config } from '../../shared/config';
import { CarrierDown, CarrierRefusal } from '../carriers/carrier-client';
import { ocaLabelPdf } from '../carriers/oca-client';

export const NO_LABEL = 'Este envío no tiene etiqueta para descargar.';

/**
 * The label of an order's created shipment (docs/product/orders.md, "Envíos por transportista"), read from the
 * carrier when the seller asks: OCA's link answers the PDF in base64 inside XML, which a browser cannot open, so
 * the server fetches and decodes it. Only a link on the configured OCA address is followed. MiCorreo has no label.
 */
export async function shipmentLabel(
  db: Kysely<Database>,
  config: Pick<Config, 'OCA_API_URL'>,
  storeId: string,
  orderId: string,
): Promise<{ pdf: Buffer; name: string }> {
  const row = await db
    .selectFrom('shipments')
    .select(['label_url', 'tracking_code', 'carrier_number'])
    .where('store_id', '=', storeId)
    .where('order_id', '=', orderId)
    .where('state', '=', 'created')
    .executeTakeFirst();
  if (!row?.label_url?.startsWith(`${config.OCA_API_URL}/`)) throw notFound(NO_LABEL);
  try {
    const pdf = await ocaLabelPdf(row.label_url);
    return { pdf, name: `etiqueta-oca-${row.tracking_code ?? row.carrier_number ?? orderId}.pdf` };
  } catch (error) {
    if (error instanceof CarrierRefusal || error instanceof CarrierDown) throw apiError('CARRIER_UNAVAILABLE');
    throw error;
  }
}
