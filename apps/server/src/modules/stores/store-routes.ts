import { storeSettingsSchema, storeSetupSchema } from '@vidriera/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../shared/app-context';
import { parseInput } from '../../shared/parse-input';
import { authOf } from '../auth/access';
import { deleteImage, storeImage } from '../storage/image-processing';
import { readUpload } from '../storage/read-upload';
import { createStoreForOwner, slugFromStoreName } from './create-store';
import { noStore } from './current-store';
import { toStoreDto } from './store-dto';
import { findStoreByOwner, isSlugTaken, replaceStoreImage, updateStoreOfOwner } from './store-repository';

const imageKindParams = z.object({
  kind: z.enum(['logo', 'banner'], { error: 'La imagen debe ser logo o banner' }),
});
const availabilityQuery = z.object({
  name: z.string({ error: 'Indica un nombre' }).max(200, 'El nombre es demasiado largo'),
});

/** The owner's own store: setup, settings, logo and banner. The store always comes from the session. */
export function registerStoreRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, config, storage } = ctx;
  const access = { access: 'user' as const };

  app.get('/api/stores/mine', { config: access }, async (request) => {
    const store = await findStoreByOwner(db, authOf(request).user.id);
    return { store: store ? toStoreDto(store, config) : null };
  });

  app.get('/api/stores/slug-availability', { config: access }, async (request) => {
    const { name } = parseInput(availabilityQuery, request.query);
    const slug = slugFromStoreName(name);
    return { slug, available: !(await isSlugTaken(db, slug)) };
  });

  app.post('/api/stores', { config: access }, async (request, reply) => {
    const input = parseInput(storeSetupSchema, request.body);
    const store = await createStoreForOwner(db, authOf(request).user.id, input);
    return reply.status(201).send({ store: toStoreDto(store, config) });
  });

  app.put('/api/stores/mine', { config: access }, async (request) => {
    const input = parseInput(storeSettingsSchema, request.body);
    const store = await updateStoreOfOwner(db, authOf(request).user.id, {
      name: input.name,
      description: input.description,
      whatsapp_number: input.whatsappNumber ?? null,
      instagram_handle: input.instagramHandle ?? null,
      facebook_page: input.facebookPage ?? null,
      cbu: input.cbu ?? null,
    });
    if (!store) throw noStore();
    return { store: toStoreDto(store, config) };
  });

  app.post('/api/stores/mine/images/:kind', { config: access }, async (request) => {
    const { kind } = parseInput(imageKindParams, request.params);
    const ownerId = authOf(request).user.id;
    const store = await findStoreByOwner(db, ownerId);
    if (!store) throw noStore();
    const url = await storeImage(storage, await readUpload(request), kind, `stores/${store.id}`);
    const replaced = await replaceStoreImage(db, ownerId, `${kind}_url`, url).catch(async (error: unknown) => {
      await deleteImage(storage, url, kind);
      throw error;
    });
    if (!replaced) {
      await deleteImage(storage, url, kind);
      throw noStore();
    }
    await deleteImage(storage, replaced.previous, kind);
    return { store: toStoreDto(replaced.store, config) };
  });

  app.delete('/api/stores/mine/images/:kind', { config: access }, async (request) => {
    const { kind } = parseInput(imageKindParams, request.params);
    const replaced = await replaceStoreImage(db, authOf(request).user.id, `${kind}_url`, null);
    if (!replaced) throw noStore();
    await deleteImage(storage, replaced.previous, kind);
    return { store: toStoreDto(replaced.store, config) };
  });
}
