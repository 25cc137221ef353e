import { MessageCircle, ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';

interface MobileMenuProps {
  storeName: string;
  cartHref: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  itemCount: number;
  /** Null when the store has no contact channel. */
  onContact: (() => void) | null;
}

/** The header's actions on a phone: Contactar and Carrito in a side panel. */
export function MobileMenu({ storeName, cartHref, open, onOpenChange, itemCount, onContact }: MobileMenuProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent>
        <SheetHeader>
          <SheetTitle>{storeName}</SheetTitle>
          <SheetDescription className="sr-only">Menú de la tienda</SheetDescription>
        </SheetHeader>
        <nav className="grid gap-2">
          {onContact && (
            <Button variant="outline" size="lg" className="justify-start" onClick={onContact}>
              <MessageCircle aria-hidden="true" />
              Contactar
            </Button>
          )}
          <Button asChild variant="outline" size="lg" className="justify-start">
            <a href={cartHref}>
              <ShoppingCart aria-hidden="true" />
              Carrito
              {itemCount > 0 && (
                <span className="ml-auto rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                  {itemCount}
                </span>
              )}
            </a>
          </Button>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
