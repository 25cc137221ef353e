import { ORDER_LIST_VIEW_LABELS, ORDER_LIST_VIEWS, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@vidriera/core';
import { SearchInput } from '@/components/search-input';
import { ChoiceSelect } from '@/components/choice-select';
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
      <ChoiceSelect
        label="Filtrar pedidos"
        className="sm:w-52"
        value={view}
        onChange={onViewChange}
        choices={[
          ['all', 'Todos los pedidos'],
          ...ORDER_LIST_VIEWS.map((v) => [v, ORDER_LIST_VIEW_LABELS[v]] as const),
        ]}
      />
      <ChoiceSelect
        label="Filtrar por estado"
        className="sm:w-48"
        value={status}
        onChange={onStatusChange}
        choices={[['all', 'Todos'], ...ORDER_STATUSES.map((v) => [v, ORDER_STATUS_LABELS[v]] as const)]}
      />
    </div>
  );
}
