import { useHydrated } from '@/lib/hydration';
import { ABANDONED_CHECKOUT_CONSENT } from '../hooks/use-abandoned-checkout';

/** The cart's tick for the seller's follow-up (docs/product/abandoned-checkouts.md): unticked until she ticks it. */
export function FollowUpConsent({
  checked,
  onChange,
  disabled = false,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
}) {
  const hydrated = useHydrated();
  return (
    <div className="flex items-start gap-2 text-sm">
      <input
        id="cart-follow-up"
        type="checkbox"
        className="mt-0.5 size-4 accent-primary"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        disabled={disabled || !hydrated}
        aria-describedby="cart-follow-up-hint"
      />
      <div>
        <label htmlFor="cart-follow-up">{ABANDONED_CHECKOUT_CONSENT}</label>
        <p id="cart-follow-up-hint" className="text-xs text-muted-foreground">
          La tienda guarda tu nombre, teléfono y carrito 7 días para escribirte por WhatsApp. Si haces el pedido, se
          borran.
        </p>
      </div>
    </div>
  );
}
