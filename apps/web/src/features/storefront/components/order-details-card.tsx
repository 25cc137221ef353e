import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { preloadOrderConfirmDialog } from './lazy-order-confirm-dialog';

interface OrderDetailsCardProps {
  /** The shopper's fields, and whatever the order asks besides (how to pay). */
  children: ReactNode;
  submitDisabled: boolean;
  /** Runs on "Realizar Pedido por WhatsApp": checks the fields and opens the confirmation. */
  onSubmit: () => void;
  /** Why the order cannot be sent, under the button. */
  footer?: ReactNode;
}

/** "Tus datos" and "Realizar Pedido por WhatsApp": the one order form of the product page and the cart. */
export function OrderDetailsCard({ children, submitDisabled, onSubmit, footer }: OrderDetailsCardProps) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Tus datos</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onFocus={preloadOrderConfirmDialog}
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
          <Button type="submit" size="lg" variant="whatsapp" className="w-full" disabled={submitDisabled}>
            <MessageCircle aria-hidden="true" />
            Realizar Pedido por WhatsApp
          </Button>
          {footer}
        </form>
      </CardContent>
    </Card>
  );
}
