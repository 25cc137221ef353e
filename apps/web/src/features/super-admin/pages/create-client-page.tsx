import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
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
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-2xl items-center gap-3 px-4 py-4">
          <Button variant="ghost" size="icon" asChild className="shrink-0">
            <Link to="/super-admin" aria-label="Volver al panel" title="Volver al panel">
              <ArrowLeft />
            </Link>
          </Button>
          <div className="min-w-0">
            <h1 className="text-lg font-semibold sm:text-xl">Crear Cliente</h1>
            <p className="text-sm text-muted-foreground">Una cuenta nueva con su tienda lista para usar</p>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-2xl px-4 py-6 sm:py-8">
        {created ? <ClientCreated client={created} onCreateAnother={() => setCreated(null)} /> : <CreateClientForm onCreated={show} />}
      </main>
    </div>
  );
}
