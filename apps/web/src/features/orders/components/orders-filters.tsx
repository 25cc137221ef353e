import { ORDER_LIST_VIEW_LABELS, ORDER_LIST_VIEWS, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@vidriera/core';
import { SearchInput } from '@/components/search-input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { OrderStatusFilter, OrderViewFilter } from '../api/get-orders';

interface OrdersFiltersProps {
  status: OrderStatusFilter;
  onStatusChange: (status: OrderStatusFilter) => void;
  view: OrderViewFilter;
  onViewChange: (view: OrderViewFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

/** The view ("Por confirmar", "Pendientes de pago", "Vencidos": hidden from the others), status filter and the search by number, customer name or phone. */
export function OrdersFilters({
  status,
  onStatusChange,
  view,
  onViewChange,
  search,
  onSearchChange,
}: OrdersFiltersProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <SearchInput
        className="flex-1"
        aria-label="Buscar pedidos"
        placeholder="Buscar por número, nombre o teléfono..."
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
      />
      <Select value={view} onValueChange={(value) => onViewChange(value as OrderViewFilter)}>
        <SelectTrigger aria-label="Filtrar pedidos" className="sm:w-52">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">Todos los pedidos</SelectItem>
          {ORDER_LIST_VIEWS.map((value) => (
            <SelectItem key={value} value={value}>
              {ORDER_LIST_VIEW_LABELS[value]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
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
