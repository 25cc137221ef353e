import { type DeliverySettings, type PublicProduct, publicRoutes } from '@vidriera/core';
import { render, screen, waitFor, within } from '@testing-library/preact';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { headerCart } from '@/test/cart-page';
import { type FakeApi, fakeApi, watchOrderNavigation } from '@/test/fake-api';
import { ANYWHERE, CORDOBA, newShopSlug, remera } from '@/test/storefront-data';
import { findToast } from '@/test/toasts';
import { FloatingCart } from '../components/floating-cart';
import { paintStoredCart } from '../lib/cart-paint';
import HeaderActions from './header-actions';
import ProductCarousel from './product-carousel';
import ProductPrice from './product-price';
import ProductPurchase from './product-purchase';

/*
 * The product page's islands as a shopper meets them: the purchase form
 * chooses the variant, and the price, the pictures and the header's cart
 * (islands of their own) follow it (docs/product/storefront.md).
 */

let products = 0;

interface PageOptions {
  /** The variant the address names, by its colour and size ("negro-m"). */
  variantId?: string | null;
  whatsappNumber?: string | null;
  delivery?: DeliverySettings;
  /** The test's stand-in server; the chosen variant's prices are asked of it (no promotions, no tiers). */
  api?: FakeApi;
}

function productPage({
  variantId = null,
  whatsappNumber = '5491123456789',
  delivery = ANYWHERE,
  api = fakeApi(),
}: PageOptions = {}) {
  api.answer(publicRoutes.cartVariants, {
    variants: [],
    promotions: [],
    wholesaleMinimum: { minOrderCents: null, minUnits: null },
  });
  const slug = newShopSlug();
  const product: PublicProduct = remera(`remera-${++products}`);
  render(
    <>
      <HeaderActions slug={slug} storeName="Tienda Demo" cartHref={`/store/${slug}/cart`} contact={[]} />
      <ProductCarousel images={product.images} name={product.name} productId={product.id} />
      <ProductPrice productId={product.id} priceCents={product.priceCents} compareAtCents={null} />
      <ProductPurchase
        slug={slug}
        product={product}
        variantId={variantId === null ? null : `${product.id}-${variantId}`}
        whatsappNumber={whatsappNumber}
        delivery={delivery}
      />
      <FloatingCart slug={slug} cartHref={`/store/${slug}/cart`} />
    </>,
  );
  // The page's script paints the floating cart's count (lib/cart-paint.ts).
  onTestFinished(paintStoredCart());
  const user = userEvent.setup();
  // Few values: each is a chip, a radio button in the attribute's group.
  const choose = async (attribute: 'Color' | 'Talle', option: string) => user.click(chip(attribute, option));
  return {
    product,
    user,
    choose,
    addToCart: () => user.click(screen.getByRole('button', { name: 'Agregar al Carrito' })),
  };
}

const quantity = () => screen.getByRole('spinbutton', { name: 'Cantidad' });
const chip = (attribute: 'Color' | 'Talle', option: string) =>
  within(screen.getByRole('group', { name: attribute })).getByRole('radio', { name: option });

describe('choosing a variant', () => {
  it('asks for every option before adding to the cart', async () => {
    const page = productPage();
    expect(screen.getByText('Selecciona una variante para ver el stock disponible.')).toBeInTheDocument();
    await page.addToCart();
    expect(await findToast('Selección incompleta')).toBeInTheDocument();
    expect(await findToast('Por favor, selecciona todas las opciones del producto.')).toBeInTheDocument();
    expect(headerCart()).toHaveAccessibleName('Carrito');
  });

  it('shows the chosen variant’s price, promotion, SKU and units, and its picture first', async () => {
    const page = productPage();
    await page.choose('Color', 'Negro');
    await page.choose('Talle', 'M');
    expect(screen.getByText('$13.000,00')).toBeInTheDocument();
    expect(screen.getByText('$15.000,00').closest('p')).toHaveTextContent('Antes $15.000,00-13%');
    expect(screen.getByText('SKU: REM-NEGRO-M')).toBeInTheDocument();
    expect(screen.getByText('unidad disponible').closest('p')).toHaveTextContent('1 unidad disponible');

    await page.choose('Color', 'Azul');
    // Azul has a picture of its own, the third: the carousel turns to it before the size is chosen.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ver imagen 3' })).toHaveAttribute('aria-current', 'true'),
    );
    await page.choose('Talle', 'M');
    expect(screen.getByText('$12.500,00')).toBeInTheDocument();
    expect(screen.queryByText('Antes')).not.toBeInTheDocument();
    expect(screen.getByText('unidades disponibles').closest('p')).toHaveTextContent('3 unidades disponibles');
  });

  it('marks a sold-out combination and offers to ask the seller about it on WhatsApp', async () => {
    const page = productPage();
    await page.choose('Color', 'Azul');
    // Crossed out on the chip, and said in its name.
    expect(chip('Talle', 'S (sin stock)')).not.toBeChecked();
    expect(chip('Talle', 'M')).toBeInTheDocument();
    await page.choose('Talle', 'S (sin stock)');
    expect(screen.getByText('Variante sin stock')).toBeInTheDocument();
    const ask = screen.getByRole('link', { name: 'Consultar Disponibilidad' });
    expect(ask).toHaveAttribute('target', '_blank');
    const href = decodeURIComponent(ask.getAttribute('href') ?? '');
    expect(href).toMatch(/^https:\/\/wa\.me\/5491123456789\?text=/);
    expect(href).toContain('disponibilidad de Remera Básica (Color: Azul, Talle: S)');
  });

  it('opens on the variant the address names', () => {
    productPage({ variantId: 'negro-m' });
    expect(screen.getByText('$13.000,00')).toBeInTheDocument();
    expect(screen.getByText('SKU: REM-NEGRO-M')).toBeInTheDocument();
    expect(chip('Talle', 'M')).toBeChecked();
    expect(chip('Color', 'Negro')).toBeChecked();
  });
});

describe('quantity and cart', () => {
  it('keeps the quantity between 1 and the units available, back to 1 on another variant', async () => {
    const page = productPage();
    await page.choose('Color', 'Negro');
    await page.choose('Talle', 'S');
    expect(screen.getByRole('button', { name: 'Disminuir cantidad' })).toBeDisabled();
    // A number typed past the stock becomes the stock.
    await page.user.clear(quantity());
    await page.user.type(quantity(), '9');
    expect(quantity()).toHaveValue(5);
    // Already at the stock, a digit more (5 → 57) still shows the stock, not what was typed.
    await page.user.type(quantity(), '7');
    expect(quantity()).toHaveValue(5);
    await page.user.clear(quantity());
    await page.user.type(quantity(), '1');
    for (let i = 0; i < 4; i++) await page.user.click(screen.getByRole('button', { name: 'Aumentar cantidad' }));
    expect(quantity()).toHaveValue(5);
    expect(screen.getByRole('button', { name: 'Aumentar cantidad' })).toBeDisabled();
    await page.choose('Color', 'Azul');
    await page.choose('Talle', 'M');
    expect(screen.getByText('unidades disponibles').closest('p')).toHaveTextContent('3 unidades disponibles');
    expect(quantity()).toHaveValue(1);
  });

  it('adds to the cart: the header and the floating cart count the units, never past the stock', async () => {
    const page = productPage();
    await page.choose('Color', 'Negro');
    await page.choose('Talle', 'S');
    await page.user.click(screen.getByRole('button', { name: 'Aumentar cantidad' }));
    await page.addToCart();
    expect(await findToast('2 Remera Básica agregado al carrito.')).toBeInTheDocument();
    expect(headerCart()).toHaveAccessibleName('Carrito 2 productos');
    expect(screen.getByRole('link', { name: 'Ver carrito 2 productos' })).toBeInTheDocument();

    await page.user.click(screen.getByRole('button', { name: 'Aumentar cantidad' }));
    await page.addToCart();
    expect(headerCart()).toHaveAccessibleName('Carrito 5 productos');
    // The five units are all in the cart: one more is refused.
    await page.user.click(screen.getByRole('button', { name: 'Disminuir cantidad' }));
    await page.user.click(screen.getByRole('button', { name: 'Disminuir cantidad' }));
    await page.addToCart();
    expect(await findToast('No hay suficiente stock disponible.')).toBeInTheDocument();
    expect(headerCart()).toHaveAccessibleName('Carrito 5 productos');
  });
});

describe('ordering from the product page', () => {
  it('is offered only when the store has WhatsApp', () => {
    productPage({ whatsappNumber: null });
    expect(screen.queryByRole('button', { name: 'Realizar Pedido por WhatsApp' })).not.toBeInTheDocument();
  });

  it('shows the total step by step once a fee is added, and the confirmation the same steps', async () => {
    const page = productPage({ delivery: CORDOBA });
    await page.choose('Color', 'Negro');
    await page.choose('Talle', 'S');
    expect(screen.queryByText('Total', { selector: 'dt' })).not.toBeInTheDocument();
    await page.user.type(screen.getByLabelText('Nombre'), 'Ana Pérez');
    await page.user.type(screen.getByLabelText('Teléfono'), '1234 5678');
    await page.user.type(screen.getByLabelText('Calle'), 'Bv. San Juan');
    await page.user.type(screen.getByLabelText('Número'), '450');
    await page.user.type(screen.getByLabelText('Código postal'), 'X5000ABC');
    await page.user.type(screen.getByLabelText('Localidad'), 'Córdoba');
    await page.user.selectOptions(screen.getByLabelText('Provincia'), 'Córdoba');
    const steps = (root: HTMLElement) =>
      [
        ...(within(root).getByText('Total', { selector: 'dt' }).closest('dl') as HTMLElement).querySelectorAll('dt'),
      ].map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
    const expected = ['Subtotal $12.500,00', 'Envío $3.500,00', 'Total $16.000,00'];
    expect(steps(document.body)).toEqual(expected);
    await page.user.click(screen.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }));
    expect(steps(await screen.findByRole('dialog', { name: 'Confirmar Pedido' }))).toEqual(expected);
  });

  it('checks the details with the product page’s messages, confirms, and sends the chosen variant', async () => {
    const api = fakeApi();
    api.answer(publicRoutes.createOrder, {
      orderId: 'o-1',
      totalCents: 1_250_000,
      whatsappUrl: 'https://wa.me/5491123456789?text=Hola',
      orderUrl: '/store/x/order/o-1?token=t',
    });
    const { tab, open, assign } = watchOrderNavigation();
    const page = productPage({ delivery: CORDOBA, api });
    await page.choose('Color', 'Negro');
    await page.choose('Talle', 'S');
    await page.user.type(screen.getByLabelText('Nombre'), 'A');
    await page.user.type(screen.getByLabelText('Teléfono'), '1234');
    await page.user.click(screen.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }));
    expect(screen.getByText('El nombre debe tener al menos 2 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Ingresa un número de teléfono válido')).toBeInTheDocument();

    await page.user.type(screen.getByLabelText('Nombre'), 'na Pérez');
    await page.user.type(screen.getByLabelText('Teléfono'), ' 5678');
    await page.user.click(screen.getByRole('radio', { name: 'Retiro en el local' }));
    await page.user.click(screen.getByRole('button', { name: 'Realizar Pedido por WhatsApp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar Pedido' });
    expect(within(dialog).getByText('Color: Negro, Talle: S')).toBeInTheDocument();
    expect(within(dialog).getByText('1 x $12.500,00')).toBeInTheDocument();
    expect(within(dialog).getByText('Ana Pérez')).toBeInTheDocument();

    await page.user.click(within(dialog).getByRole('button', { name: 'Confirmar y Contactar Vendedor' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/store/x/order/o-1?token=t'));
    expect(tab.location.href).toBe('https://wa.me/5491123456789?text=Hola');
    expect(open).toHaveBeenCalledWith('', '_blank');
    const [sent] = api.sentTo(publicRoutes.createOrder);
    expect(sent?.body).toEqual({
      items: [{ variantId: `remera-${products}-negro-s`, quantity: 1 }],
      customerName: 'Ana Pérez',
      customerPhone: '1234 5678',
      delivery: { method: 'pickup', pointIndex: 0 },
    });
    expect(sent?.headers['Idempotency-Key']).toMatch(/.{16,}/);
  });
});
