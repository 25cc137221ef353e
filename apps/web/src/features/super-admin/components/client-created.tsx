import { clientWelcomeMessage, whatsappLink } from '@vidriera/core';
import {
  AlertTriangle,
  CheckCircle2,
  ExternalLink,
  KeyRound,
  LayoutDashboard,
  MessageCircle,
  RotateCcw,
  Store,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { CreatedClient } from '../api/create-client';
import { CopyButton } from '@/components/copy-button';
import { CredentialRow } from './credential-row';

const NOTES = [
  'Comparte las credenciales solo por un canal privado (por ejemplo, un chat directo de WhatsApp).',
  'Pídele al cliente que cambie su contraseña la primera vez que inicie sesión.',
  'La tienda ya está activa y visible en su dirección pública.',
  'La contraseña no se vuelve a mostrar: cópiala o envíala antes de salir de esta pantalla.',
  'Desde su panel, el cliente puede subir su logo y su banner y cargar sus productos.',
];

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          {icon}
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}

/** The success screen: address, credentials, welcome message and next steps (docs/product/super-admin.md "Create-client screen"). */
export function ClientCreated({ client, onCreateAnother }: { client: CreatedClient; onCreateAnother: () => void }) {
  const welcome = {
    firstName: client.firstName,
    email: client.email,
    password: client.password,
    storeName: client.storeName,
    storeUrl: client.storeUrl,
    adminUrl: client.adminUrl,
  };
  const message = clientWelcomeMessage(welcome);
  // On screen the password stays hidden; the copied or sent message carries it.
  const preview = clientWelcomeMessage({ ...welcome, password: '•'.repeat(client.password.length) });

  return (
    <div className="space-y-5">
      <Card className="items-center gap-3 border-success/30 bg-success/5 text-center">
        <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
        <CardTitle className="text-xl">
          <h2>Cuenta creada exitosamente</h2>
        </CardTitle>
        <CardDescription className="px-6 text-base">
          La tienda <strong className="text-foreground">{client.storeName}</strong> ya está lista para{' '}
          {client.firstName}.
        </CardDescription>
      </Card>

      <Section icon={<Store className="size-4 text-primary" aria-hidden="true" />} title="Tienda">
        <CredentialRow label="URL de la tienda" value={client.storeUrl} what="URL de la tienda" mono />
        <CredentialRow label="Enlace (slug)" value={client.storeSlug} what="enlace" mono />
      </Section>

      <Section icon={<KeyRound className="size-4 text-primary" aria-hidden="true" />} title="Credenciales de acceso">
        <CredentialRow label="Email" value={client.email} what="email" />
        <CredentialRow label="Contraseña" value={client.password} what="contraseña" secret />
        <CredentialRow label="Panel de administración" value={client.adminUrl} what="dirección del panel" mono />
      </Section>

      <Section
        icon={<MessageCircle className="size-4 text-primary" aria-hidden="true" />}
        title="Mensaje de bienvenida"
      >
        <pre className="max-h-72 overflow-auto rounded-md border bg-muted/50 p-3 font-sans text-sm whitespace-pre-wrap">
          {preview}
        </pre>
        <p className="text-xs text-muted-foreground">La contraseña se incluye al copiar o enviar el mensaje.</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <CopyButton text={message} what="mensaje" label="Copiar Mensaje" />
          {client.whatsappNumber && (
            <Button asChild className="bg-emerald-700 text-white hover:bg-emerald-800">
              <a href={whatsappLink(client.whatsappNumber, message)} target="_blank" rel="noopener noreferrer">
                <MessageCircle />
                Enviar WhatsApp
              </a>
            </Button>
          )}
        </div>
      </Section>

      <Section icon={<AlertTriangle className="size-4 text-amber-600" aria-hidden="true" />} title="Notas importantes">
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
          {NOTES.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </Section>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="outline" asChild>
          <a href={client.storeUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink />
            Ver Tienda
          </a>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/super-admin">
            <LayoutDashboard />
            Volver al Panel
          </Link>
        </Button>
        <Button onClick={onCreateAnother}>
          <RotateCcw />
          Crear otra cuenta
        </Button>
      </div>
    </div>
  );
}
