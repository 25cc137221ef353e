import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { AppContext } from '../../shared/app-context';
import { passwordResetHandler, PASSWORD_RESET_REQUEST } from '../auth/password-reset-request';
import { catalogueImportHandlers } from '../catalogue/catalogue-import-job';
import { importPicturesHandlers } from '../catalogue/fetch-import-pictures';
import { importPictureFolder } from '../catalogue/import-pictures';
import { domainHandlers, domainSchedules } from '../domains/domain-jobs';
import { HOUSEKEEPING_SCHEDULES, housekeepingHandlers } from '../housekeeping/housekeeping';
import type { Mailer } from '../mail/mailer';
import { SEND_MAIL, sendMailHandler } from '../mail/queued-mailer';
import { mercadoPagoDeps } from '../mercado-pago/mercado-pago-account';
import { mercadoPagoHandlers, mercadoPagoSchedules } from '../mercado-pago/mercado-pago-jobs';
import { orderMailHandlers } from '../orders/order-mail-jobs';
import { shopperMailHandlers } from '../orders/shopper-mail-jobs';
import type { JobHandler, Schedule } from './job-runner';

/** Work that recurs (docs/decisions/016-job-queue.md): the clean-ups, Mercado Pago's reconciliation, the own domains' DNS checks. */
export function jobSchedules(config: Config): Schedule[] {
  return [
    ...HOUSEKEEPING_SCHEDULES,
    ...mercadoPagoSchedules(config.MERCADO_PAGO_RECONCILE_INTERVAL),
    ...domainSchedules(config.DOMAIN_CHECK_INTERVAL),
  ];
}

/**
 * Every kind of job and the code that runs it, by area. `mail` sends for
 * real: the handlers are where queued e-mails leave (the context's mailer
 * only queues them).
 */
export function jobHandlers(ctx: AppContext, mail: Mailer, log: FastifyBaseLogger): Record<string, JobHandler> {
  const { db, config, storage, secret, auth } = ctx;
  return {
    [SEND_MAIL]: sendMailHandler(db, mail, config.PUBLIC_URL),
    [PASSWORD_RESET_REQUEST]: passwordResetHandler((body) => auth.api.requestPasswordReset({ body })),
    ...orderMailHandlers({ db, mailer: mail, config }),
    ...shopperMailHandlers({ db, mailer: mail, secret, config }),
    ...housekeepingHandlers({ db, storage, log, reservationSeconds: config.RESERVATION_TTL }),
    ...mercadoPagoHandlers(mercadoPagoDeps(ctx), log),
    ...domainHandlers(db, config),
    ...importPicturesHandlers({ db, storage, allowedHosts: config.IMPORT_FETCH_ALLOWED_HOSTS }),
    ...catalogueImportHandlers({ db, storage, log, pictureFolder: importPictureFolder(storage, config.PUBLIC_URL) }),
  };
}
