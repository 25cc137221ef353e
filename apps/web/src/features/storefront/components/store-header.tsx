import { Menu, MessageCircle, ShoppingCart } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCart } from '@/features/cart/hooks/use-cart';
import type { PublicStore } from '../api/types';
import { useStoreHome } from '../hooks/use-store-slug';
import { contactLinks } from '../lib/contact-links';
import { CartCountBadge } from './cart-count-badge';
import { StoreLogo } from './store-logo';

// Dialogs are only downloaded when the shopper first reaches for them.
const loadContactDialog = () => import('./contact-dialog');
const loadMobileMenu = () => import('./mobile-menu');
const ContactDialog = lazy(() => loadContactDialog().then((m) => ({ default: m.ContactDialog })));
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

/** Store header: logo and name, "Contactar", "Carrito" with its count, and a side menu on phones. */
export function StoreHeader({ store }: { store: PublicStore | undefined }) {
  const { itemCount } = useCart();
  const home = useStoreHome();
  const [contactOpen, setContactOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [contactUsed, setContactUsed] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const canContact = store ? contactLinks(store).length > 0 : false;

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
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link to={home} className="flex min-w-0 items-center gap-3 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
          <StoreLogo name={store?.name} logoUrl={store?.logoUrl} />
          {store ? (
            <span className="truncate text-lg font-semibold">{store.name}</span>
          ) : (
            <Skeleton className="h-5 w-36" aria-label="Cargando tienda" />
          )}
        </Link>

        <nav aria-label="Tienda" className="ml-auto hidden items-center gap-2 sm:flex">
          {canContact && (
            <Button variant="outline" onClick={openContact} onPointerEnter={() => void loadContactDialog()}>
              <MessageCircle aria-hidden="true" />
              Contactar
            </Button>
          )}
          <Button asChild>
            <Link to="cart">
              <ShoppingCart aria-hidden="true" />
              Carrito
              <CartCountBadge count={itemCount} className="bg-primary-foreground text-primary" />
            </Link>
          </Button>
        </nav>

        <Button
          variant="ghost"
          size="icon"
          className="ml-auto sm:hidden"
          aria-label="Abrir menú"
          onClick={openMenu}
          onPointerDown={() => void loadMobileMenu()}
          disabled={!store}
        >
          <Menu className="size-6" aria-hidden="true" />
        </Button>
      </div>

      {store && menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu
            storeName={store.name}
            open={menuOpen}
            onOpenChange={setMenuOpen}
            itemCount={itemCount}
            onContact={canContact ? openContact : null}
          />
        </Suspense>
      )}
      {store && contactUsed && (
        <Suspense fallback={null}>
          <ContactDialog store={store} open={contactOpen} onOpenChange={setContactOpen} />
        </Suspense>
      )}
    </header>
  );
}
