import type { Database } from '@vidriera/db';
import type { Kysely, Transaction } from 'kysely';
import { urlIdentifier } from './match-zip-photos';
import type { PlannedProduct } from './planned-product';
import { inSlices } from './product-rows';
import type { WrittenIds } from './write-products-in-bulk';

// What the import's job writes beside the products (catalogue-import-job.ts): its progress and the products' handles.

/**
 * Writes the rows done as the job goes, outside its transaction (on
 * PostgreSQL another connection, so the page sees them at once; on PGlite
 * they wait for the transaction's one connection and find the import ended).
 * Never awaited by the import: at most one write in flight, the latest count
 * written next.
 */
export function progressWriter(db: Kysely<Database>, importId: string, rowsTotal: number) {
  let inFlight = false;
  let next: number | undefined;
  const write = (rowsDone: number) => {
    inFlight = true;
    db.updateTable('catalogue_imports')
      .set({ rows_done: rowsDone })
      .where('id', '=', importId)
      .where('state', '=', 'running')
      .execute()
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
        if (next !== undefined) {
          const value = next;
          next = undefined;
          write(value);
        }
      });
  };
  return (written: number, total: number) => {
    const rowsDone = total === 0 ? rowsTotal : Math.floor((rowsTotal * written) / total);
    if (inFlight) next = rowsDone;
    else write(rowsDone);
  };
}

/** The import ended (done or failed) before this job could write it: another worker took it. */
export class AlreadyEnded extends Error {}

/** Each written product's address on its platform, by which "Subir fotos (ZIP)" finds it (match-zip-photos.ts). */
export async function keepHandles(
  trx: Transaction<Database>,
  storeId: string,
  written: { product: PlannedProduct; ids: WrittenIds }[],
): Promise<void> {
  const byHandle = new Map<string, string>();
  for (const { product, ids } of written) {
    const handle = urlIdentifier(product.handle ?? '').slice(0, 300);
    if (handle) byHandle.set(handle, ids.productId);
  }
  await inSlices([...byHandle], 3, (slice) =>
    trx
      .insertInto('product_handles')
      .values(slice.map(([handle, productId]) => ({ store_id: storeId, handle, product_id: productId })))
      .onConflict((oc) =>
        oc.columns(['store_id', 'handle']).doUpdateSet({ product_id: (eb) => eb.ref('excluded.product_id') }),
      )
      .execute(),
  );
}
