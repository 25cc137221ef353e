import { formatOrderDateTime, formatPrice, normalizeWhatsapp, ORDER_STATUS_LABELS, whatsappLink } from '@vidriera/core';
import { MessageCircle, Trash2, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useStoreRequired } from '@/hooks/use-store-required';
import { toast, toastApiError } from '@/lib/toast';
import { useCustomer, useEraseCustomer } from '../api/customers';
import { CustomerNotesCard } from '../components/customer-notes-card';
import { MergeCustomerDialog } from '../components/merge-customer-dialog';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card className="gap-1 p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-xl font-semibold">{value}</p>
    </Card>
  );
}

/** /admin/customers/{id}: her figures, orders, notes and tags, a WhatsApp link, merging and erasing (docs/product/customers.md). */
export function CustomerPage() {
  useStoreRequired();
  const id = useParams().customerId ?? '';
  const customer = useCustomer(id);
  const erase = useEraseCustomer(id);
  const navigate = useNavigate();
  const [merging, setMerging] = useState(false);
  const [erasing, setErasing] = useState(false);
  const c = customer.data;
  if (!c) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        {customer.isError ? 'No encontramos este cliente.' : <Spinner className="size-5 text-primary" />}
      </p>
    );
  }
  const whatsapp = c.phone ? normalizeWhatsapp(c.phone) : null;
  const eraseNow = () =>
    erase.mutate(undefined, {
      onSuccess: () => {
        toast.success('Datos personales borrados', { description: 'Sus pedidos quedan, sin sus datos.' });
        void navigate('/admin/customers');
      },
      onError: (error) => toastApiError(error, 'No se pudieron borrar'),
    });
  return (
    <div className="min-h-dvh bg-muted/30">
      <main className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:py-8">
        <PageHeader
          title={c.name || 'Sin nombre'}
          subtitle={[c.phone, c.email].filter(Boolean).join(' · ')}
          backTo="/admin/customers"
          actions={
            <>
              {whatsapp && (
                <Button variant="whatsapp" asChild>
                  <a href={whatsappLink(whatsapp)} target="_blank" rel="noopener noreferrer">
                    <MessageCircle />
                    WhatsApp
                  </a>
                </Button>
              )}
              <Button variant="outline" onClick={() => setMerging(true)}>
                <UsersRound />
                Unir con otro cliente
              </Button>
            </>
          }
        />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label="Pedidos" value={String(c.orders)} />
          <Figure label="Total gastado" value={formatPrice(c.spentCents)} />
          <Figure label="Ticket promedio" value={formatPrice(c.averageTicketCents)} />
          <Figure label="Última compra" value={c.lastOrderAt ? formatOrderDateTime(c.lastOrderAt) : '—'} />
        </div>
        <Card className="gap-0 p-0">
          <h2 className="border-b p-4 font-semibold">Pedidos</h2>
          <ul className="divide-y">
            {c.orderList.map((o) => (
              <li key={o.id} className="flex items-center justify-between gap-3 p-4 text-sm">
                <Link to={`/admin/orders/${o.id}`} className="font-medium hover:underline">
                  {formatOrderDateTime(o.createdAt)}
                </Link>
                <span className="text-muted-foreground">{ORDER_STATUS_LABELS[o.status]}</span>
                <span className="font-medium">{formatPrice(o.totalCents)}</span>
              </li>
            ))}
            {c.orderList.length === 0 && <li className="p-4 text-sm text-muted-foreground">Sin pedidos todavía.</li>}
          </ul>
        </Card>
        <CustomerNotesCard key={`${c.id}-${c.notes}-${c.tags.join()}`} customer={c} />
        <Card className="space-y-2 p-4">
          <h2 className="font-semibold">Borrar sus datos personales</h2>
          <p className="text-sm text-muted-foreground">
            Si te lo pide, borra su nombre, teléfono, e-mail y dirección. Sus pedidos quedan en tus números, sin sus
            datos.
          </p>
          <Button variant="destructive" className="self-start" onClick={() => setErasing(true)}>
            <Trash2 />
            Borrar datos personales
          </Button>
        </Card>
        <MergeCustomerDialog id={c.id} open={merging} onClose={() => setMerging(false)} />
        <AlertDialog open={erasing} onOpenChange={setErasing}>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>¿Borrar los datos personales de {c.name}?</AlertDialogTitle>
              <AlertDialogDescription>
                Sus {c.orderList.length} pedidos quedan sin nombre, teléfono, e-mail ni dirección. No se puede deshacer.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancelar</AlertDialogCancel>
              <AlertDialogAction onClick={eraseNow} disabled={erase.isPending}>
                Borrar datos
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </main>
    </div>
  );
}
