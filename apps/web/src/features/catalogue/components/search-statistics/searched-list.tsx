import type { SearchedQuery } from '@vidriera/core';
import type { ReactNode } from 'react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { EmptyState } from '../load-state';

const times = (n: number) => (n === 1 ? '1 vez' : `${n.toLocaleString('es-AR')} veces`);
const products = (n: number) => (n === 0 ? 'Ninguno' : n.toLocaleString('es-AR'));

/** One card of the searches screen: a list of queries with how many times and what each found, or its empty state. */
export function SearchedList({
  title,
  description,
  queries,
  empty,
  actions,
}: {
  title: string;
  description: string;
  queries: SearchedQuery[];
  empty: { icon: ReactNode; title: string; hint: string };
  /** What the owner can do about one query (a synonym, a product). */
  actions?: (query: SearchedQuery) => ReactNode;
}) {
  return (
    <Card className="gap-4 overflow-hidden pb-0">
      <CardHeader className="px-4">
        <CardTitle>
          <h2 className="text-lg">{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {queries.length === 0 ? (
        <EmptyState {...empty} />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="pl-4">Búsqueda</TableHead>
              <TableHead className="text-right">Cantidad</TableHead>
              <TableHead className="text-right">Productos encontrados</TableHead>
              {actions && <TableHead className="pr-4 text-right">Acciones</TableHead>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {queries.map((q) => (
              <TableRow key={q.query}>
                <TableCell className="pl-4 font-medium break-all whitespace-normal">{q.query}</TableCell>
                <TableCell className="text-right tabular-nums">{times(q.searches)}</TableCell>
                <TableCell className="text-right tabular-nums">{products(q.results)}</TableCell>
                {actions && <TableCell className="pr-4 text-right">{actions(q)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
