import { screen } from '@testing-library/preact';
import { accountRoutes, catalogueRoutes, FEED_LEFT_OUT_REASONS } from '@vidriera/core';
import { describe, expect, it } from 'vitest';
import { adminScreen } from '@/test/admin-screen';
import { fakeApi } from '@/test/fake-api';
import { ProductFeedSection } from './product-feed-section';

/*
 * The feed leaves out a product without pictures (Google and Meta refuse it,
 * docs/product/catalogue.md, "Feed de productos"): the feed's card in the
 * store settings lists each one, why, and a way to its form.
 */
describe("the product feed's card", () => {
  it('lists the products the feed leaves out, with why and a link to edit each', async () => {
    const api = fakeApi();
    api.answer(accountRoutes.config, {
      googleEnabled: false,
      shopDomain: 'tiendas.vidriera.test',
      publicUrl: 'https://vidriera.test',
    });
    api.answer(catalogueRoutes.feedLeftOut, {
      products: [
        { id: 'p-1', name: 'Gorra sin foto', reason: 'no_pictures', message: FEED_LEFT_OUT_REASONS.no_pictures },
      ],
    });
    adminScreen(<ProductFeedSection slug="gorras" />, { path: '/admin/settings', elsewhere: [] });

    expect(await screen.findByText('1 producto queda fuera del feed', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gorra sin foto' })).toHaveAttribute('href', '/admin/products/p-1/edit');
    expect(screen.getByText(FEED_LEFT_OUT_REASONS.no_pictures, { exact: false })).toBeInTheDocument();
  });

  it('says nothing more when every product is in the feed', async () => {
    const api = fakeApi();
    api.answer(accountRoutes.config, {
      googleEnabled: false,
      shopDomain: 'tiendas.vidriera.test',
      publicUrl: 'https://vidriera.test',
    });
    api.answer(catalogueRoutes.feedLeftOut, { products: [] });
    adminScreen(<ProductFeedSection slug="gorras" />, { path: '/admin/settings', elsewhere: [] });

    expect(
      await screen.findByRole('heading', { name: 'Catálogo para WhatsApp, Instagram y Google' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('queda fuera del feed', { exact: false })).not.toBeInTheDocument();
  });
});
