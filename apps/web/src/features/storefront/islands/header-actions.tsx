import { Menu, MessageCircle, ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { defineIsland, IslandLegend } from '@/components/island';
import { Button } from '@/components/ui/button';
import { CartCountBadge } from '../components/cart-count-badge';
import { useCart } from '../hooks/use-cart';
import type { ContactLink } from '../lib/contact-links';

// Dialogs are only downloaded when the shopper first reaches for them.
const loadContactDialog = () => import('../components/contact-dialog');
const loadMobileMenu = () => import('../components/mobile-menu');
const ContactDialog = lazy(() => loadContactDialog().then((m) => ({ default: m.ContactDialog })));
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

export interface HeaderActionsProps {
  slug: string;
  storeName: string;
  cartHref: string;
  /** The store's configured channels; "Contactar" shows only when there is one. */
  contact: ContactLink[];
}

/**
 * The header's actions: "Contactar" and "Carrito" with its count on wide
 * screens, a side menu with both on phones. Taken over on use (its count is
 * painted without it, lib/cart-paint.ts), so it renders the stored cart from
 * its first render in the browser.
 */
function HeaderActions({ slug, storeName, cartHref, contact }: HeaderActionsProps) {
  const { itemCount } = useCart(slug);
  const [contactOpen, setContactOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [contactUsed, setContactUsed] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const canContact = contact.length > 0;

  const openContact = () => {
    setContactUsed(true);
    setMenuOpen(false);
    setContactOpen(true);
  };
  const openMenu = () => {
    setMenuUsed(true);
    setMenuOpen(true);
  };

  return (
    <>
      <IslandLegend>Carrito y contacto</IslandLegend>
      <nav aria-label="Tienda" className="ml-auto hidden items-center gap-2 sm:flex">
        {canContact && (
          <Button variant="outline" onClick={openContact} onPointerEnter={() => void loadContactDialog()}>
            <MessageCircle aria-hidden="true" />
            Contactar
          </Button>
        )}
        <Button asChild>
          <a href={cartHref}>
            <ShoppingCart aria-hidden="true" />
            Carrito
            <CartCountBadge slug={slug} count={itemCount} onPrimary />
          </a>
        </Button>
      </nav>

      <Button
        variant="ghost"
        size="icon"
        className="ml-auto sm:hidden"
        aria-label="Abrir menú"
        onClick={openMenu}
        onPointerDown={() => void loadMobileMenu()}
      >
        <Menu className="size-6" aria-hidden="true" />
      </Button>

      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu
            storeName={storeName}
            cartHref={cartHref}
            open={menuOpen}
            onOpenChange={setMenuOpen}
            itemCount={itemCount}
            onContact={canContact ? openContact : null}
          />
        </Suspense>
      )}
      {contactUsed && (
        <Suspense fallback={null}>
          <ContactDialog storeName={storeName} links={contact} open={contactOpen} onOpenChange={setContactOpen} />
        </Suspense>
      )}
    </>
  );
}

export default defineIsland('storefront/header-actions', HeaderActions);
