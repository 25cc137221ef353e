import type { FastifyBaseLogger } from 'fastify';
import { abandonedCheckoutJobs } from './modules/abandoned-checkouts/abandoned-checkout-jobs';
import { passwordResetJob } from './modules/auth/password-reset-request';
import type { Auth } from './modules/auth/auth';
import { backupJobs } from './modules/backups/backup-jobs';
import type { EmbeddedDatabase } from './modules/backups/embedded-snapshot';
import { catalogueImportJobs } from './modules/catalogue/catalogue-import-job';
import { importPicturesJobs } from './modules/catalogue/fetch-import-pictures';
import { importPictureFolder } from './modules/catalogue/import-pictures';
import { domainJobs } from './modules/domains/domain-jobs';
import { housekeepingJobs } from './modules/housekeeping/housekeeping';
import type { JobEntry } from './modules/jobs/define-job';
import { sendMailJobs } from './modules/mail/queued-mailer';
import { measurementJobs } from './modules/measurement/meta-purchase';
import { mercadoPagoDeps } from './modules/mercado-pago/mercado-pago-account';
import { mercadoPagoJobs } from './modules/mercado-pago/mercado-pago-jobs';
import { orderMailJobs } from './modules/orders/order-mail-jobs';
import { shopperMailJobs } from './modules/orders/shopper-mail-jobs';
import { pushJobs } from './modules/push/push-jobs';
import { shipmentJobs } from './modules/orders/shipment-jobs';
import { carrierDeps } from './modules/carriers/carrier-accounts';
import type { AppContext } from './shared/app-context';
import type { Mailer } from './shared/mail-message';

/**
 * Every kind of job the worker runs, by area: each area declares its kinds (`defineJob`, with their payload's
 * schema) and hands them here with their handlers (`handleJob`); schedules say how often they recur
 * (docs/decisions/016-job-queue.md); the embedded database's backups only where there is one (docs/decisions/036). `mail` sends for real: the handlers are where queued e-mails leave (the
 * context's mailer only queues them).
 */
export function serverJobs(
  ctx: AppContext,
  auth: Auth,
  mail: Mailer,
  log: FastifyBaseLogger,
  embedded?: EmbeddedDatabase,
): JobEntry[] {
  const { db, config, storage, secret } = ctx;
  return [
    ...sendMailJobs(db, mail, config.PUBLIC_URL),
    passwordResetJob((body) => auth.api.requestPasswordReset({ body })),
    ...orderMailJobs({ db, mailer: mail, config }),
    ...shopperMailJobs({ db, mailer: mail, secret, config }),
    ...pushJobs({ db, secret, config }),
    ...measurementJobs({ db, secret, config }),
    ...abandonedCheckoutJobs({ db, mailer: mail, config }, log),
    ...housekeepingJobs({ db, storage, log, reservationSeconds: config.RESERVATION_TTL }),
    ...mercadoPagoJobs(mercadoPagoDeps(ctx), log, config.MERCADO_PAGO_RECONCILE_INTERVAL),
    ...domainJobs(db, config),
    ...shipmentJobs(carrierDeps(ctx), log, config.CARRIER_TRACKING_INTERVAL),
    ...importPicturesJobs({ db, storage, allowedHosts: config.IMPORT_FETCH_ALLOWED_HOSTS }),
    ...(embedded ? backupJobs(embedded, config, log) : []),
    ...catalogueImportJobs({ db, storage, log, pictureFolder: importPictureFolder(storage, config.PUBLIC_URL) }),
  ];
}
