import { orderableUnits, type PublicVariant } from '@vidriera/core';
import { MessageCircle, PackageX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useHydrated } from '@/lib/hydration';
import { QuantityControl } from './quantity-control';

interface StockCardProps {
  variant: PublicVariant | null;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** wa.me link asking the seller about the variant, when the store has WhatsApp. */
  askLink: string | null;
}

/** "Stock y Cantidad": units available for the chosen variant and how many to take (1 to available). */
export function StockCard({ variant, quantity, onQuantityChange, askLink }: StockCardProps) {
  const hydrated = useHydrated();
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Stock y Cantidad</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {!variant ? (
          <p className="text-sm text-muted-foreground">Selecciona una variante para ver el stock disponible.</p>
        ) : variant.availableStock !== null && variant.availableStock <= 0 ? (
          <div className="space-y-3">
            <p className="flex items-center gap-2 font-medium text-destructive">
              <PackageX className="size-5" aria-hidden="true" />
              Variante sin stock
            </p>
            {askLink && (
              <Button asChild variant="whatsappOutline" className="w-full sm:w-auto">
                <a href={askLink} target="_blank" rel="noopener noreferrer">
                  <MessageCircle aria-hidden="true" />
                  Consultar Disponibilidad
                </a>
              </Button>
            )}
          </div>
        ) : (
          // On a phone the control has a line of its own at the left: the floating cart button (floating-cart.tsx) holds the lower right corner.
          <div className="flex flex-col items-start gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
            {variant.availableStock === null ? (
              <p className="text-sm font-semibold text-success">Disponible</p>
            ) : (
              <p className="text-sm">
                <span className="font-semibold text-success">{variant.availableStock}</span>{' '}
                {variant.availableStock === 1 ? 'unidad disponible' : 'unidades disponibles'}
              </p>
            )}
            <QuantityControl
              id="product-quantity"
              editable
              value={quantity}
              max={orderableUnits(variant.availableStock)}
              onChange={onQuantityChange}
              disabled={!hydrated}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
