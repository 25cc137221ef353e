import {
  type CarrierConnectInput,
  type CarrierSettings,
  type CarrierSettingsInput,
  type CarriersView,
  SHIPPING_CARRIER_LABELS,
  type ShippingCarrier,
} from '@vidriera/core';
import type { Database } from '@vidriera/db';
import { type Kysely, sql } from 'kysely';
import { apiError, invalid } from '../../shared/app-error';
import type { AppContext } from '../../shared/app-context';
import { type CredentialBox, credentialBox } from '../../shared/credential-box';
import { type CarrierClient, CarrierRefusal } from './carrier-client';
import { type MiCorreoCredentials, miCorreoClient } from './micorreo-client';
import { type OcaCredentials, ocaClient } from './oca-client';

/*
 * A store's carrier accounts ("Entregas" → transportistas; ADR 039): the
 * owner's credentials are tried with the carrier before anything is saved,
 * sealed (shared/credential-box.ts, their own key) and never leave the server
 * again; the store's origin, box, adjustment and shipment setting beside them.
 */

export interface CarrierDeps {
  db: Kysely<Database>;
  box: CredentialBox;
  urls: Record<ShippingCarrier, string>;
  quoteTimeoutMs: number;
}

export function carrierDeps({ db, config, secret }: Pick<AppContext, 'db' | 'config' | 'secret'>): CarrierDeps {
  return {
    db,
    box: credentialBox(secret, 'carrier-credentials'),
    urls: { correo_argentino: config.CORREO_ARGENTINO_API_URL, oca: config.OCA_API_URL },
    quoteTimeoutMs: config.CARRIER_QUOTE_TIMEOUT_MS,
  };
}

type Credentials = MiCorreoCredentials | OcaCredentials;

export function clientOf(
  deps: Pick<CarrierDeps, 'urls'>,
  carrier: ShippingCarrier,
  credentials: Credentials,
): CarrierClient {
  return carrier === 'correo_argentino'
    ? miCorreoClient(deps.urls.correo_argentino, credentials as MiCorreoCredentials)
    : ocaClient(deps.urls.oca, credentials as OcaCredentials);
}

/** A connected carrier's client, from its sealed credentials (none when it is not connected or they no longer open). */
export async function connectedClients(
  deps: CarrierDeps,
  storeId: string,
  only?: ShippingCarrier,
): Promise<{ carrier: ShippingCarrier; client: CarrierClient }[]> {
  let query = deps.db
    .selectFrom('carrier_accounts')
    .select(['carrier', 'credentials_sealed'])
    .where('store_id', '=', storeId)
    .orderBy('carrier');
  if (only) query = query.where('carrier', '=', only);
  const rows = await query.execute();
  return rows.flatMap((row) => {
    const carrier = row.carrier as ShippingCarrier;
    const plain = deps.box.open(storeId, row.credentials_sealed);
    return plain ? [{ carrier, client: clientOf(deps, carrier, JSON.parse(plain) as Credentials) }] : [];
  });
}

export async function readCarriers(db: Kysely<Database>, storeId: string): Promise<CarriersView> {
  const [accounts, store] = await Promise.all([
    db
      .selectFrom('carrier_accounts')
      .select(['carrier', 'account_name', 'connected_at'])
      .where('store_id', '=', storeId)
      .orderBy('carrier')
      .execute(),
    db.selectFrom('stores').select('carrier_settings').where('id', '=', storeId).executeTakeFirst(),
  ]);
  return {
    accounts: accounts.map((a) => ({
      carrier: a.carrier as ShippingCarrier,
      account: a.account_name,
      connectedAt: new Date(a.connected_at).toISOString(),
    })),
    settings: (store?.carrier_settings ?? null) as CarrierSettings | null,
  };
}

/** "Conectar": the carrier checks the credentials (its message when they are wrong), then they are sealed and saved. */
export async function connectCarrier(
  deps: CarrierDeps,
  storeId: string,
  input: CarrierConnectInput,
): Promise<CarriersView> {
  const { carrier } = input;
  const credentials: Credentials =
    input.carrier === 'correo_argentino'
      ? { apiUser: input.apiUser, apiPassword: input.apiPassword, customerId: '' }
      : {
          username: input.username,
          password: input.password,
          cuit: input.cuit,
          accountNumber: input.accountNumber,
          doorOperativa: input.doorOperativa,
          branchOperativa: input.branchOperativa,
        };
  const client =
    input.carrier === 'correo_argentino'
      ? miCorreoClient(deps.urls.correo_argentino, credentials as MiCorreoCredentials, {
          email: input.email,
          password: input.password,
        })
      : clientOf(deps, carrier, credentials);
  let accountName: string;
  try {
    accountName = await client.accountName();
  } catch (error) {
    if (error instanceof CarrierRefusal)
      throw invalid('carrier', `${SHIPPING_CARRIER_LABELS[carrier]} rechazó los datos: ${error.carrierMessage}`);
    throw apiError(
      'CARRIER_UNAVAILABLE',
      `${SHIPPING_CARRIER_LABELS[carrier]} no responde. Intenta de nuevo en un rato.`,
    );
  }
  const values = {
    account_name: accountName.slice(0, 200),
    credentials_sealed: deps.box.seal(storeId, JSON.stringify(credentials)),
    connected_at: new Date(),
  };
  await deps.db
    .insertInto('carrier_accounts')
    .values({ store_id: storeId, carrier, ...values })
    .onConflict((oc) => oc.columns(['store_id', 'carrier']).doUpdateSet(values))
    .execute();
  await deps.db.deleteFrom('shipping_quotes').where('store_id', '=', storeId).where('carrier', '=', carrier).execute();
  return readCarriers(deps.db, storeId);
}

export async function disconnectCarrier(
  deps: CarrierDeps,
  storeId: string,
  carrier: ShippingCarrier,
): Promise<CarriersView> {
  await deps.db.deleteFrom('carrier_accounts').where('store_id', '=', storeId).where('carrier', '=', carrier).execute();
  return readCarriers(deps.db, storeId);
}

export async function saveCarrierSettings(
  db: Kysely<Database>,
  storeId: string,
  settings: CarrierSettingsInput,
): Promise<CarriersView> {
  await db
    .updateTable('stores')
    .set({ carrier_settings: sql`${JSON.stringify(settings)}::jsonb`, updated_at: new Date() })
    .where('id', '=', storeId)
    .execute();
  return readCarriers(db, storeId);
}
