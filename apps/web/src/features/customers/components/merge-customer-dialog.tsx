import { useState } from 'react';
import { SearchInput } from '@/components/search-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { toast, toastApiError } from '@/lib/toast';
import { useCustomers, useMergeCustomer } from '../api/customers';

/** "Unir con otro cliente": the other's orders, phones, e-mails, notes and tags move to this one, and she goes. */
export function MergeCustomerDialog({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300);
  const found = useCustomers({ q, sort: 'name', dir: 'asc', page: 1 });
  const merge = useMergeCustomer(id);
  const others = (found.data?.customers ?? []).filter((c) => c.id !== id);
  const join = (otherId: string, name: string) =>
    merge.mutate(otherId, {
      onSuccess: () => {
        toast.success('Clientes unidos', { description: `Los pedidos de ${name} ahora son de este cliente.` });
        onClose();
      },
      onError: (error) => toastApiError(error, 'No se pudieron unir'),
    });
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Unir con otro cliente</DialogTitle>
          <DialogDescription>
            Sus pedidos, teléfonos, e-mails, notas y etiquetas pasan a este cliente, y el otro deja de aparecer.
          </DialogDescription>
        </DialogHeader>
        <SearchInput
          aria-label="Buscar el otro cliente"
          placeholder="Nombre, e-mail o teléfono..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <ul className="max-h-72 space-y-2 overflow-y-auto">
          {others.map((c) => (
            <li key={c.id} className="flex items-center justify-between gap-3 rounded-md border p-2">
              <div className="min-w-0">
                <p className="truncate font-medium">{c.name}</p>
                <p className="truncate text-xs text-muted-foreground">
                  {[c.phone, c.email].filter(Boolean).join(' · ')} · {c.orders} pedidos
                </p>
              </div>
              <Button size="sm" onClick={() => join(c.id, c.name)} disabled={merge.isPending}>
                Unir
              </Button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
