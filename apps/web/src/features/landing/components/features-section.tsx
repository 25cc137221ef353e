import { type LucideIcon, MessageCircle, Rocket, Sparkles } from 'lucide-react';

interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
}

const FEATURES: Feature[] = [
  {
    title: 'Súper Fácil',
    description:
      'Tu tienda queda lista en menos de 5 minutos. Para cada producto solo cargas título, descripción, fotos y precio: sin diseño ni programación.',
    icon: Sparkles,
  },
  {
    title: 'Para Emprendedores',
    description:
      'Pensada para quienes venden por grupos de WhatsApp, Instagram o Facebook. Todo tu catálogo ordenado en un solo enlace, fácil de compartir.',
    icon: Rocket,
  },
  {
    title: 'Conecta con Clientes',
    description:
      'Tus clientes arman el pedido y te escriben directo por WhatsApp. Suma tus redes sociales y recibe pagos por transferencia.',
    icon: MessageCircle,
  },
];

export function FeaturesSection() {
  return (
    <section className="border-t bg-muted/30 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Todo lo que necesitas para vender online
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Sin vueltas: creas tu tienda, cargas tus productos y la compartes.
          </p>
        </div>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ title, description, icon: Icon }) => (
            <article key={title} className="rounded-2xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
              <span className="grid size-12 place-items-center rounded-xl bg-primary/10 text-primary">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{description}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
