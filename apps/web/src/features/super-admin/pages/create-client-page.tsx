import { useState } from 'react';
import { AdminPageHeader } from '@/components/admin-page-header';
import type { CreatedClient } from '../api/create-client';
import { ClientCreated } from '../components/client-created';
import { CreateClientForm } from '../components/create-client-form';

/** /super-admin/clients: a confirmed account with its store, then the credentials to hand over. */
export function CreateClientPage() {
  const [created, setCreated] = useState<CreatedClient | null>(null);

  function show(client: CreatedClient) {
    setCreated(client);
    window.scrollTo({ top: 0 });
  }

  return (
    <div className="min-h-dvh bg-muted/30">
      <AdminPageHeader
        title="Crear Cliente"
        description="Una cuenta nueva con su tienda lista para usar"
        backTo="/super-admin"
        width="max-w-2xl"
      />
      <main className="mx-auto max-w-2xl px-4 py-6 sm:py-8">
        {created ? (
          <ClientCreated client={created} onCreateAnother={() => setCreated(null)} />
        ) : (
          <CreateClientForm onCreated={show} />
        )}
      </main>
    </div>
  );
}
