import { formatPrice } from '@vidriera/core';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { OverviewStore } from '../api/get-overview';
import { count, createdOn } from '../utils/store-format';
import { StoreActiveSwitch } from './store-active-switch';
import { StoreStateBadge } from './store-state-badge';
import { ViewStoreButton } from './view-store-button';

/** Wide screens: the table of docs/product/super-admin.md. */
export function StoresTableWide({ stores }: { stores: OverviewStore[] }) {
  return (
    <div className="hidden md:block">
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>Tienda</TableHead>
            <TableHead>Propietario</TableHead>
            <TableHead>Estado</TableHead>
            <TableHead className="text-right">Productos</TableHead>
            <TableHead className="text-right">Ventas</TableHead>
            <TableHead className="text-right">Pedidos</TableHead>
            <TableHead>Creada</TableHead>
            <TableHead>Activa</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">Acciones</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {stores.map((store) => (
            <TableRow key={store.id}>
              <TableCell className="max-w-56">
                <p className="truncate font-medium" title={store.name}>
                  {store.name}
                </p>
                <p className="truncate font-mono text-xs text-muted-foreground" title={`/${store.slug}`}>
                  /{store.slug}
                </p>
              </TableCell>
              <TableCell className="max-w-56 truncate" title={store.ownerEmail}>
                {store.ownerEmail}
              </TableCell>
              <TableCell>
                <StoreStateBadge isActive={store.isActive} />
              </TableCell>
              <TableCell className="text-right tabular-nums">{count.format(store.products)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatPrice(store.salesCents)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {count.format(store.orders)}
                <OrdersApart store={store} />
              </TableCell>
              <TableCell className="tabular-nums">{createdOn(store.createdAt)}</TableCell>
              <TableCell>
                <StoreActiveSwitch store={store} />
              </TableCell>
              <TableCell className="text-right">
                <ViewStoreButton url={store.url} name={store.name} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** Pending and cancelled orders, which the sales leave out (docs/decisions/009). */
function OrdersApart({ store }: { store: OverviewStore }) {
  if (!store.pendingOrders && !store.cancelledOrders) return null;
  return (
    <span className="block text-xs text-muted-foreground">
      {[
        store.pendingOrders
          ? `${count.format(store.pendingOrders)} ${store.pendingOrders === 1 ? 'pendiente' : 'pendientes'}`
          : '',
        store.cancelledOrders
          ? `${count.format(store.cancelledOrders)} ${store.cancelledOrders === 1 ? 'cancelado' : 'cancelados'}`
          : '',
      ]
        .filter(Boolean)
        .join(' · ')}
    </span>
  );
}

/** Phones: one card per store with the same facts. */
export function StoresListNarrow({ stores }: { stores: OverviewStore[] }) {
  return (
    <ul className="divide-y md:hidden" aria-label="Tiendas">
      {stores.map((store) => (
        <li key={store.id} className="space-y-3 py-4 first:pt-0">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              {/* A phone shows the whole name, on as many lines as it takes; an address is cut, whole on hover. */}
              <p className="font-medium">{store.name}</p>
              <p className="truncate font-mono text-xs text-muted-foreground" title={`/${store.slug}`}>
                /{store.slug}
              </p>
              <p className="truncate text-sm text-muted-foreground" title={store.ownerEmail}>
                {store.ownerEmail}
              </p>
            </div>
            <StoreStateBadge isActive={store.isActive} />
          </div>
          <dl className="grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="text-xs text-muted-foreground">Productos</dt>
              <dd className="tabular-nums">{count.format(store.products)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Ventas</dt>
              <dd className="truncate tabular-nums">{formatPrice(store.salesCents)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">Pedidos</dt>
              <dd className="tabular-nums">
                {count.format(store.orders)}
                <OrdersApart store={store} />
              </dd>
            </div>
          </dl>
          <div className="flex items-center justify-between gap-3">
            <span className="flex items-center gap-2 text-sm">
              <StoreActiveSwitch store={store} />
              <span className="text-xs text-muted-foreground">Creada el {createdOn(store.createdAt)}</span>
            </span>
            <ViewStoreButton url={store.url} name={store.name} />
          </div>
        </li>
      ))}
    </ul>
  );
}
