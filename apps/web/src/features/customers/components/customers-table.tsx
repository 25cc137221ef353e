import { type CustomerSummary, formatOrderDateTime, formatPrice } from '@vidriera/core';
import { Link } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** "Clientes": name and contact, orders, total spent, average ticket and last purchase; the name opens her page. */
export function CustomersTable({ customers }: { customers: CustomerSummary[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Cliente</TableHead>
          <TableHead className="text-right">Pedidos</TableHead>
          <TableHead className="text-right">Total gastado</TableHead>
          <TableHead className="text-right">Ticket promedio</TableHead>
          <TableHead>Última compra</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {customers.map((c) => (
          <TableRow key={c.id} data-testid="customer-row">
            <TableCell>
              <Link to={`/admin/customers/${c.id}`} className="font-medium hover:underline">
                {c.name || 'Sin nombre'}
              </Link>
              <p className="text-xs text-muted-foreground">{[c.phone, c.email].filter(Boolean).join(' · ')}</p>
            </TableCell>
            <TableCell className="text-right">{c.orders}</TableCell>
            <TableCell className="text-right">{formatPrice(c.spentCents)}</TableCell>
            <TableCell className="text-right">{formatPrice(c.averageTicketCents)}</TableCell>
            <TableCell>{c.lastOrderAt ? formatOrderDateTime(c.lastOrderAt) : '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
