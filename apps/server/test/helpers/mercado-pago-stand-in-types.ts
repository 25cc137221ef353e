/* What the Mercado Pago stand-in (mercado-pago-stand-in.ts) keeps: accounts, preferences, payments, requests. */

export interface StandInAccount {
  token: string;
  id: number;
  nickname: string;
  email: string;
  /** The secret key of the seller's application's notifications: the checkout page signs with it. */
  webhookSecret: string;
}

export interface StandInPreference {
  id: string;
  init_point: string;
  userId: number;
  body: {
    items: { id: string; title: string; quantity: number; unit_price: number; currency_id: string }[];
    external_reference: string;
    back_urls: { success: string; pending: string; failure: string };
    notification_url: string;
  };
  idempotencyKey: string | undefined;
}

export interface StandInPayment {
  id: number;
  /** The collector: the seller whose account receives the money. */
  userId: number;
  /** The paying account, when the payer is a Mercado Pago user: it may read the payment too. */
  payerId: number | null;
  status: string;
  status_detail: string;
  transaction_amount: number;
  currency_id: string;
  installments: number;
  payment_method_id: string;
  payment_type_id: string;
  external_reference: string;
  date_created: string;
  date_approved: string | null;
}

export interface StandInRequest {
  method: string;
  path: string;
  authorization: string | undefined;
}
