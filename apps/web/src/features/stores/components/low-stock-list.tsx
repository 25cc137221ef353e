import { type LowStockVariant, orderRoutes } from '@vidriera/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { callRoute } from '@/lib/call-route';
import { toastUnexpectedError } from '@/lib/toast';

/** Whether the owner hid the sold-out variants, remembered on this browser. */
const HIDE_SOLD_OUT = 'vidriera.low-stock.hide-sold-out';

const rememberedHide = () => typeof localStorage !== 'undefined' && localStorage.getItem(HIDE_SOLD_OUT) === 'true';

/**
 * "Variantes con poco stock": the first page comes with the day at a glance,
 * "Ver más" reads the next ones (GET /api/orders/low-stock?page=N), so every
 * such variant is reachable however many there are. "Ocultar agotados" leaves
 * out the variants with nothing available (a clothing shop's many sold-out
 * sizes), counted apart (docs/product/orders.md).
 */
export function LowStockList({ first, total, soldOut }: { first: LowStockVariant[]; total: number; soldOut: number }) {
  const [hide, setHide] = useState(rememberedHide);
  const pages = useInfiniteQuery({
    queryKey: ['orders', 'low-stock', hide ? 'exclude' : 'include', total, first] as const,
    queryFn: ({ pageParam }) =>
      callRoute(orderRoutes.lowStock, { query: { page: pageParam, soldOut: hide ? 'exclude' : 'include' } }),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.hasMore ? all.length + 1 : undefined),
    // Every sold-out variant shown: the first page is the one the overview brought.
    ...(hide ? {} : { initialData: { pages: [{ variants: first, hasMore: total > first.length }], pageParams: [1] } }),
    staleTime: Infinity,
  });
  const failed = pages.isError;
  useEffect(() => {
    if (failed) toastUnexpectedError();
  }, [failed]);
  const shown = pages.data?.pages.flatMap((p) => p.variants) ?? [];
  const listed = hide ? total - soldOut : total;

  function toggle(next: boolean) {
    localStorage.setItem(HIDE_SOLD_OUT, String(next));
    setHide(next);
  }

  return (
    <Card className="gap-3 py-4">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2 px-4">
        <CardTitle className="text-base">Variantes con poco stock</CardTitle>
        {soldOut > 0 && (
          <div className="flex items-center gap-2">
            <Switch id="hide-sold-out" checked={hide} onCheckedChange={toggle} />
            <Label htmlFor="hide-sold-out" className="text-sm font-normal">
              Ocultar agotadas
            </Label>
          </div>
        )}
      </CardHeader>
      <CardContent className="space-y-3 px-4">
        {hide && <p className="text-xs text-muted-foreground">{`Agotadas: ${soldOut}, ocultas.`}</p>}
        {pages.isPending && <Spinner />}
        {!pages.isPending && shown.length === 0 && (
          <p className="text-sm text-muted-foreground">Ninguna variante con poco stock fuera de las agotadas.</p>
        )}
        <ul className="divide-y text-sm">
          {shown.map((v) => (
            <li key={v.variantId} className="flex items-center justify-between gap-3 py-2">
              <Link to={`/admin/products/${v.productId}/edit`} className="min-w-0 truncate font-medium hover:underline">
                {v.productName}
                {v.variantLabel && <span className="font-normal text-muted-foreground"> ({v.variantLabel})</span>}
              </Link>
              <span className="shrink-0 text-muted-foreground">
                {v.available > 0 ? `${v.available} disponible${v.available === 1 ? '' : 's'}` : 'Agotada'}
                {v.reserved > 0 && ` · ${v.reserved} reservado${v.reserved === 1 ? '' : 's'}`}
              </span>
            </li>
          ))}
        </ul>
        {pages.hasNextPage && (
          <div className="flex items-center justify-between gap-3">
            <p className="text-xs text-muted-foreground">
              {shown.length} de {listed}, las de menos stock primero.
            </p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void pages.fetchNextPage()}
              disabled={pages.isFetchingNextPage}
            >
              {pages.isFetchingNextPage && <Spinner />}
              Ver más
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
