import { defineRoute } from '../shared/define-route';
import { measurementSettingsSchema, measurementSettingsViewSchema } from './measurement-contracts';

/** "Medición de anuncios" (docs/product/measurement.md): the store's pixel ids and Conversions API token. */
export const measurementRoutes = {
  settings: defineRoute({
    method: 'GET',
    path: '/api/measurement',
    access: 'owner',
    summary: 'Los identificadores de Meta y Google Analytics de la tienda (el token nunca se devuelve)',
    responses: { 200: measurementSettingsViewSchema },
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/measurement',
    access: 'owner',
    summary: 'Guardar el píxel de Meta, el ID de Google Analytics 4 y el token de la API de conversiones',
    body: measurementSettingsSchema,
    responses: { 200: measurementSettingsViewSchema },
  }),
} as const;
