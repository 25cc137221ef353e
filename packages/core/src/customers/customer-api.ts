import { z } from 'zod';
import {
  customerDetailSchema,
  customerIdParamsSchema,
  customerImportResultSchema,
  customerListQuerySchema,
  customerMergeSchema,
  customerNotesSchema,
  customersPageSchema,
} from './customer-contracts';
import { catalogueImportSchema } from '../catalogue/catalogue-contracts';
import { defineRoute } from '../shared/define-route';
import { noContent } from '../shared/common-contracts';

const access = 'owner';
const params = customerIdParamsSchema;
const customerAnswer = z.object({ customer: customerDetailSchema });

/** "Clientes" (docs/product/customers.md): the list, a customer's page, merging, the CSV file both ways, erasing on request. */
export const customerRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/customers',
    access,
    summary: 'Los clientes de la tienda, con sus pedidos, lo gastado y su última compra',
    query: customerListQuerySchema,
    responses: { 200: customersPageSchema },
  }),
  exportCsv: defineRoute({
    method: 'GET',
    path: '/api/customers/export.csv',
    access,
    summary: 'Los clientes como planilla CSV (listas de difusión, públicos personalizados)',
    produces: 'text/csv',
    responses: {},
  }),
  importCsv: defineRoute({
    method: 'POST',
    path: '/api/customers/import',
    access,
    summary: 'Importar la planilla de clientes exportada de Tiendanube (o la de Vidriera)',
    body: catalogueImportSchema,
    responses: { 200: customerImportResultSchema },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/customers/:id',
    access,
    summary: 'Un cliente con sus pedidos, notas y etiquetas',
    params,
    responses: { 200: customerAnswer },
  }),
  updateNotes: defineRoute({
    method: 'PUT',
    path: '/api/customers/:id/notes',
    access,
    summary: 'Guardar las notas y etiquetas de un cliente',
    params,
    body: customerNotesSchema,
    responses: { 200: customerAnswer },
  }),
  merge: defineRoute({
    method: 'POST',
    path: '/api/customers/:id/merge',
    access,
    summary: 'Unir otro cliente a este: sus pedidos, teléfonos, e-mails, notas y etiquetas pasan a este',
    params,
    body: customerMergeSchema,
    responses: { 200: customerAnswer },
  }),
  erase: defineRoute({
    method: 'DELETE',
    path: '/api/customers/:id',
    access,
    summary:
      'Borrar los datos personales de un cliente a su pedido: sus pedidos quedan sin nombre, teléfono, e-mail ni dirección',
    params,
    responses: { 204: noContent },
  }),
} as const;
