import { CSV_MAX_BYTES, customerRoutes as routes } from '@vidriera/core';
import type { ApiApp } from '../../shared/api-app';
import type { AppContext } from '../../shared/app-context';
import { addRoute } from '../../shared/route';
import { storeOf } from '../auth/access';
import { checkCsvText, decodeCsvFile } from '../catalogue/decode-csv-file';
import { exportCustomersCsv, importCustomersCsv } from './customer-csv';
import { customerDetail, eraseCustomer, listCustomers, mergeCustomers, saveCustomerNotes } from './customer-repository';

/** "Clientes" (docs/product/customers.md): list, page, notes and tags, merge, CSV out and in, erase on request. */
export function registerCustomerRoutes(app: ApiApp, { db }: AppContext): void {
  addRoute(app, routes.list, (request) => listCustomers(db, storeOf(request).id, request.query));

  addRoute(app, routes.exportCsv, async (request, reply) => {
    const csv = await exportCustomersCsv(db, storeOf(request).id);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="clientes-${day}.csv"`)
      .send(csv);
  });

  addRoute(
    app,
    routes.importCsv,
    (request) => {
      const body = request.body;
      const text =
        body.file !== undefined ? decodeCsvFile(Buffer.from(body.file, 'base64')) : checkCsvText(body.csv ?? '');
      return importCustomersCsv(db, storeOf(request).id, text);
    },
    { bodyLimit: 3 * CSV_MAX_BYTES },
  );

  addRoute(app, routes.get, async (request) => ({
    customer: await customerDetail(db, storeOf(request).id, request.params.id),
  }));

  addRoute(app, routes.updateNotes, async (request) => ({
    customer: await saveCustomerNotes(db, storeOf(request).id, request.params.id, request.body),
  }));

  addRoute(app, routes.merge, async (request) => ({
    customer: await mergeCustomers(db, storeOf(request).id, request.params.id, request.body.otherId),
  }));

  addRoute(app, routes.erase, async (request) => {
    await eraseCustomer(db, storeOf(request).id, request.params.id);
  });
}
