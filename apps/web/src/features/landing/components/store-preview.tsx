import { formatPrice } from '@vidriera/core';
import { MessageCircle, ShoppingCart } from 'lucide-react';

/** Prices in cents, written by the app's one money formatter, so the sample reads like a real store. */
const PRODUCTS = [
  { name: 'Remera oversize', priceCents: 1_250_000, tint: 'from-violet-200 to-violet-300' },
  { name: 'Buzo canguro', priceCents: 2_890_000, tint: 'from-amber-100 to-orange-200' },
  { name: 'Gorra bordada', priceCents: 980_000, tint: 'from-emerald-100 to-teal-200' },
  { name: 'Tote bag', priceCents: 720_000, tint: 'from-sky-100 to-indigo-200' },
];

/** A drawn phone showing a sample shop, so the hero shows the product without images. */
export function StorePreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-[300px] select-none">
      <div className="absolute -inset-6 -z-10 rounded-[3rem] bg-gradient-to-tr from-violet-400/30 via-fuchsia-300/20 to-transparent blur-2xl" />
      <div className="rounded-[2.5rem] border-[10px] border-zinc-900 bg-zinc-900 shadow-2xl">
        <div className="overflow-hidden rounded-[1.8rem] bg-background">
          <div className="h-20 bg-gradient-to-r from-violet-600 to-fuchsia-500" />
          <div className="-mt-7 flex gap-3 px-4">
            <div className="grid size-14 place-items-center rounded-xl border-4 border-background bg-violet-100 text-lg font-bold text-violet-700">
              LM
            </div>
            <div className="mt-8">
              <p className="text-sm font-semibold">La Modista</p>
              <p className="text-[11px] text-muted-foreground">Ropa urbana · Córdoba</p>
            </div>
          </div>
          <div className="grid grid-cols-2 gap-2.5 p-4">
            {PRODUCTS.map((product) => (
              <div key={product.name} className="overflow-hidden rounded-lg border bg-card">
                <div className={`aspect-square bg-gradient-to-br ${product.tint}`} />
                <div className="space-y-0.5 p-2">
                  <p className="truncate text-[11px] font-medium">{product.name}</p>
                  <p className="text-[11px] font-semibold text-primary">{formatPrice(product.priceCents)}</p>
                </div>
              </div>
            ))}
          </div>
          <div className="flex gap-2 px-4 pb-5">
            <div className="flex flex-1 items-center justify-center gap-1.5 rounded-lg bg-emerald-700 py-2 text-[11px] font-semibold text-white">
              <MessageCircle className="size-3.5" />
              Pedir por WhatsApp
            </div>
            <div className="grid w-10 place-items-center rounded-lg border">
              <ShoppingCart className="size-3.5" />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
