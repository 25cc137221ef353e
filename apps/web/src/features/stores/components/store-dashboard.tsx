import { IconTile } from '@/components/icon-tile';
import {
  ChartColumn,
  ChevronRight,
  ExternalLink,
  FolderTree,
  Gift,
  Package,
  Plus,
  Search,
  ShoppingBag,
  ShoppingCart,
  SlidersHorizontal,
  TicketPercent,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { Store } from '@/lib/my-store';
import { DashboardHeader } from './dashboard-header';
import { DayAtAGlance } from './day-at-a-glance';

interface Section {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
}

const SECTIONS: Section[] = [
  { title: 'Productos', description: 'Carga y edita tu catálogo', to: '/admin/products', icon: Package },
  { title: 'Categorías', description: 'Organiza tus productos', to: '/admin/categories', icon: FolderTree },
  { title: 'Pedidos', description: 'Sigue tus ventas', to: '/admin/orders', icon: ShoppingBag },
  { title: 'Clientes', description: 'Quién te compra y cuánto', to: '/admin/customers', icon: Users },
  { title: 'Estadísticas', description: 'Visitas, ventas y más vendidos', to: '/admin/statistics', icon: ChartColumn },
  { title: 'Atributos', description: 'Colores, talles y más', to: '/admin/attributes', icon: SlidersHorizontal },
  { title: 'Descuentos', description: 'Códigos para tus clientes', to: '/admin/discounts', icon: TicketPercent },
  { title: 'Promociones', description: '2×1, 3×2 y descuentos sin código', to: '/admin/promotions', icon: Gift },
  { title: 'Búsquedas', description: 'Qué buscan tus clientes', to: '/admin/searches', icon: Search },
  {
    title: 'Carritos abandonados',
    description: 'Escríbeles a quienes no terminaron',
    to: '/admin/abandoned-checkouts',
    icon: ShoppingCart,
  },
];

function SectionCard({ section }: { section: Section }) {
  return (
    <Link to={section.to} className="group rounded-xl outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
      <Card className="h-full gap-4 transition-[box-shadow,border-color] group-hover:border-primary/40 group-hover:shadow-md">
        <CardHeader className="flex-row items-center gap-3">
          <IconTile icon={section.icon} size="md" tone="soft" />
          <div className="min-w-0 flex-1 space-y-1">
            <CardTitle className="text-base">{section.title}</CardTitle>
            <CardDescription>{section.description}</CardDescription>
          </div>
          <ChevronRight
            className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
            aria-hidden="true"
          />
        </CardHeader>
      </Card>
    </Link>
  );
}

/** Dashboard of an owner with a store: the four areas and quick actions (docs/product/stores.md). */
export function StoreDashboard({ store }: { store: Store }) {
  // The server's address for the store (the subdomain, or /store/{slug} when the slug cannot be one).
  const storeUrl = store.url;

  return (
    <div className="min-h-dvh bg-muted/30">
      <DashboardHeader storeName={store.name} logoUrl={store.logoUrl} />
      <main className="mx-auto max-w-6xl space-y-8 px-4 py-6 sm:py-8">
        <DayAtAGlance />
        <nav aria-label="Secciones" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SECTIONS.map((section) => (
            <SectionCard key={section.to} section={section} />
          ))}
        </nav>
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Acceso Rápido</CardTitle>
            <CardDescription>Lo que más vas a usar día a día</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <Link to="/admin/products/new">
                <Plus />
                Agregar Producto
              </Link>
            </Button>
            <Button variant="outline" asChild>
              <a href={storeUrl} target="_blank" rel="noopener noreferrer">
                <ExternalLink />
                Ver Mi Tienda
              </a>
            </Button>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
