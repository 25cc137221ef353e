import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@vidriera/core';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { OrderStatusFilter } from '../api/get-orders';

interface OrdersFiltersProps {
  status: OrderStatusFilter;
  onStatusChange: (status: OrderStatusFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

/** Status filter and the search by customer name or phone. */
export function OrdersFilters({ status, onStatusChange, search, onSearchChange }: OrdersFiltersProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          aria-label="Buscar pedidos"
          placeholder="Buscar por nombre o teléfono..."
          className="pl-9"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <Select value={status} onValueChange={(value) => onStatusChange(value as OrderStatusFilter)}>
        <SelectTrigger aria-label="Filtrar por estado" className="sm:w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">Todos</SelectItem>
          {ORDER_STATUSES.map((value) => (
            <SelectItem key={value} value={value}>
              {ORDER_STATUS_LABELS[value]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
