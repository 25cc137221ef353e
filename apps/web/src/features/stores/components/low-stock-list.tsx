import { type LowStockVariant, orderRoutes } from '@vidriera/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { callRoute } from '@/lib/call-route';
import { toastUnexpectedError } from '@/lib/toast';

/**
 * "Variantes con poco stock": the first page comes with the day at a glance,
 * "Ver más" reads the next ones (GET /api/orders/low-stock?page=N), so every
 * such variant is reachable however many there are.
 */
export function LowStockList({ first, total }: { first: LowStockVariant[]; total: number }) {
  const [more, setMore] = useState<LowStockVariant[]>([]);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(total > first.length);
  const [busy, setBusy] = useState(false);
  const shown = [...first, ...more];

  async function loadMore() {
    setBusy(true);
    try {
      const next = await callRoute(orderRoutes.lowStock, { query: { page: page + 1 } });
      setMore((current) => [...current, ...next.variants]);
      setPage(page + 1);
      setHasMore(next.hasMore);
    } catch {
      toastUnexpectedError();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle className="text-base">Variantes con poco stock</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 px-4">
        <ul className="divide-y text-sm">
          {shown.map((v) => (
            <li key={v.variantId} className="flex items-center justify-between gap-3 py-2">
              <Link to={`/admin/products/${v.productId}/edit`} className="min-w-0 truncate font-medium hover:underline">
                {v.productName}
                {v.variantLabel && <span className="font-normal text-muted-foreground"> ({v.variantLabel})</span>}
              </Link>
              <span className="shrink-0 text-muted-foreground">
                {v.available} disponible{v.available === 1 ? '' : 's'}
                {v.reserved > 0 && ` · ${v.reserved} reservado${v.reserved === 1 ? '' : 's'}`}
              </span>
            </li>
          ))}
        </ul>
        {hasMore && (
          <div className="flex items-center justify-between gap-3">
            <p className="text-xs text-muted-foreground">
              {shown.length} de {total}, las de menos stock primero.
            </p>
            <Button variant="outline" size="sm" onClick={() => void loadMore()} disabled={busy}>
              {busy && <Spinner />}
              Ver más
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
