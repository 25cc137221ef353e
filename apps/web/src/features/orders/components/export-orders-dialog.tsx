import { orderExportQuerySchema, orderRoutes, routeUrl } from '@vidriera/core';
import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { DateRangeFields, thisMonth } from '@/components/date-range-fields';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

/** "Exportar para el contador": the orders of a period as a CSV file Excel in Spanish opens (docs/product/orders.md). */
export function ExportOrdersDialog() {
  const [period, setPeriod] = useState(thisMonth);
  const checked = orderExportQuerySchema.safeParse(period);
  const problem = checked.success ? null : (checked.error.issues[0]?.message ?? null);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <FileSpreadsheet />
          Exportar para el contador
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pedidos para el contador</DialogTitle>
          <DialogDescription>
            Una planilla con los pedidos del período: fecha, número, cliente, productos, descuentos, envío, total, medio
            de pago y estado.
          </DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-2 gap-3">
          <DateRangeFields idPrefix="export" period={period} onChange={setPeriod} />
        </div>
        {problem && <p className="text-sm text-destructive">{problem}</p>}
        <DialogFooter>
          {checked.success ? (
            <Button asChild>
              <a href={routeUrl(orderRoutes.exportCsv.path, {}, checked.data)} download>
                Descargar CSV
              </a>
            </Button>
          ) : (
            <Button disabled>Descargar CSV</Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
