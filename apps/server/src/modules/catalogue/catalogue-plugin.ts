import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaOptions } from '../../shared/app-context';
import { areaAccess } from '../auth/access';
import { acceptUploads } from '../storage/read-upload';
import { registerAttributeRoutes } from './attribute-routes';
import { registerCatalogueCsvRoutes } from './catalogue-csv-routes';
import { registerCategoryRoutes } from './category-routes';
import { registerProductRoutes } from './product-routes';

/** The owner's catalogue, under /api/catalogue: categories, product types, attributes, products and their pictures, the CSV and the photo ZIP. */
export const cataloguePlugin: FastifyPluginAsyncZod<AreaOptions> = async (app, { ctx }) => {
  areaAccess(app, 'owner');
  await acceptUploads(app);
  registerCategoryRoutes(app, ctx);
  registerAttributeRoutes(app, ctx);
  registerCatalogueCsvRoutes(app, ctx);
  registerProductRoutes(app, ctx);
};
