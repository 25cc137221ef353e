import { MessageCircle, ShieldCheck, Star } from 'lucide-react';

const LINES = [
  { icon: ShieldCheck, text: 'Compra segura' },
  { icon: MessageCircle, text: 'Coordina tu entrega por WhatsApp' },
  { icon: Star, text: 'Productos de calidad' },
];

/** The product page's reassurance lines (docs/product/storefront.md). */
export function TrustLines() {
  return (
    <ul className="grid gap-2 rounded-xl border bg-card p-4 text-sm text-muted-foreground">
      {LINES.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-center gap-2">
          <Icon className="size-4 text-primary" aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  );
}
