import { ArrowRight, Check, Eye } from 'lucide-react';
import { storeBase, storeHref } from '@vidriera/core';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { StorePreview } from './store-preview';

const HIGHLIGHTS = ['Sin costo para empezar', 'Sin conocimientos técnicos', 'Pedidos directo a tu WhatsApp'];

export function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-violet-50 via-background to-background" />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:pt-16 lg:grid-cols-[1.1fr_0.9fr] lg:pt-24 lg:pb-24">
        <div className="text-center lg:text-left">
          <span className="inline-flex items-center rounded-full border border-violet-200 bg-violet-50 px-3 py-1 text-xs font-medium text-violet-700">
            Para emprendedores de toda la Argentina
          </span>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Tu Tienda Online{' '}
            <span className="bg-gradient-to-r from-violet-600 to-fuchsia-500 bg-clip-text text-transparent">
              en Minutos
            </span>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-pretty text-muted-foreground lg:mx-0">
            Muestra tus productos en una vidriera online propia, comparte el enlace en tus grupos y redes, y recibe los
            pedidos directo en tu WhatsApp.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Button asChild size="lg" className="shadow-lg shadow-violet-500/25">
              <Link to="/auth">
                Crear Mi Tienda
                <ArrowRight />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              {/* The store is a page the server renders, not a screen of this app. */}
              <a href={storeHref(storeBase('demo', false), 'index', {})}>
                <Eye />
                Ver Demo
              </a>
            </Button>
          </div>
          <ul className="mt-8 flex flex-col items-center gap-2 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:justify-center sm:gap-x-5 lg:justify-start">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <Check className="size-4 text-primary" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <StorePreview />
      </div>
    </section>
  );
}
