import { ORDER_STATUS_LABELS } from '@vidriera/core';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { OrderStatusChange } from '../api/get-order';
import { formatOrderDate } from '../utils/format-order';

/** "Historial": every status change of the order, oldest first. */
export function OrderHistoryCard({ history }: { history: OrderStatusChange[] }) {
  if (history.length === 0) return null;
  return (
    <Card className="gap-4 py-4 shadow-none">
      <CardHeader className="px-4">
        <CardTitle className="text-base">Historial</CardTitle>
      </CardHeader>
      <CardContent className="px-4">
        <ol className="grid gap-2 text-sm">
          {history.map((change) => (
            <li
              key={`${change.createdAt}-${change.toStatus}`}
              className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4"
            >
              <span>
                {change.fromStatus ? `${ORDER_STATUS_LABELS[change.fromStatus]} → ` : 'Creado como '}
                <strong>{ORDER_STATUS_LABELS[change.toStatus]}</strong>
                <span className="text-muted-foreground"> · {change.changedBy ?? 'Cliente (tienda online)'}</span>
              </span>
              <time className="text-muted-foreground" dateTime={change.createdAt}>
                {formatOrderDate(change.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
