import { DOMAIN_GRACE_HOURS, type OwnDomainDto } from '@vidriera/core';
import { Globe, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { Field } from '@/components/field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useOwnDomain, useRemoveOwnDomain, useSaveOwnDomain, useVerifyOwnDomain } from '../api/own-domain';
import { Section } from './settings-section';

const FAILED = 'No se pudo guardar. Intenta de nuevo.';
const fail = (error: unknown) => toast.error('Error', { description: isApiError(error) ? error.message : FAILED });

/** One DNS record to set: its type, name and value, each value with a copy button. */
function DnsRecord({ type, name, value, testId }: { type: string; name: string; value: string; testId: string }) {
  return (
    <div className="space-y-2 rounded-lg border p-3" data-testid={testId}>
      <p className="text-sm font-medium">Registro {type}</p>
      {[
        ['Nombre', name],
        ['Valor', value],
      ].map(([label, text]) => (
        <div key={label} className="space-y-1">
          <p className="text-xs text-muted-foreground">{label}</p>
          <div className="flex items-center gap-2">
            <code className="min-w-0 flex-1 break-all rounded bg-muted px-2 py-1.5 text-xs sm:text-sm">{text}</code>
            <CopyButton text={text ?? ''} what={`${label?.toLowerCase()} del registro ${type}`} />
          </div>
        </div>
      ))}
    </div>
  );
}

function DomainStatus({ domain }: { domain: OwnDomainDto }) {
  const verify = useVerifyOwnDomain();
  const remove = useRemoveOwnDomain();
  const verified = domain.status === 'verified';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="break-all font-mono text-sm font-medium" data-testid="own-domain-name">
          {domain.domain}
        </span>
        <Badge variant={verified ? 'success' : 'secondary'}>{verified ? 'Verificado' : 'Sin verificar'}</Badge>
      </div>
      {domain.message && (
        <p
          role="status"
          className={`text-sm ${domain.checkResult === 'verified' ? 'text-success' : 'text-muted-foreground'}`}
        >
          {domain.message}
        </p>
      )}
      {verified && domain.failingSince && (
        <p className="text-sm text-destructive">
          Los registros dejaron de estar bien. Si no se corrigen en {DOMAIN_GRACE_HOURS} horas, tu tienda vuelve a su
          dirección de Vidriera.
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        {verified
          ? 'Mantén estos dos registros DNS en el proveedor de tu dominio:'
          : 'En el proveedor de tu dominio (donde lo compraste), crea estos dos registros DNS:'}
      </p>
      <DnsRecord
        type="CNAME"
        name={domain.records.cname.name}
        value={domain.records.cname.value}
        testId="own-domain-cname"
      />
      <DnsRecord type="TXT" name={domain.records.txt.name} value={domain.records.txt.value} testId="own-domain-txt" />
      <p className="text-xs text-muted-foreground">
        Los cambios de DNS pueden tardar unas horas. También lo revisamos solos cada tanto.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={verify.isPending} onClick={() => verify.mutate(undefined, { onError: fail })}>
          {verify.isPending ? 'Verificando…' : 'Verificar'}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutateAsync().then(
              () =>
                toast.success('Éxito', {
                  description: 'Quitaste el dominio. Tu tienda vuelve a su dirección de Vidriera.',
                }),
              fail,
            )
          }
        >
          <Trash2 />
          Quitar dominio
        </Button>
      </div>
    </div>
  );
}

function DomainForm({ current }: { current: string }) {
  const save = useSaveOwnDomain();
  const [domain, setDomain] = useState(current);
  const [error, setError] = useState<string>();
  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    save.mutateAsync(domain).then(
      () => toast.success('Éxito', { description: 'Dominio guardado. Ahora crea los registros DNS.' }),
      (problem: unknown) =>
        isApiError(problem) && problem.field === 'domain' ? setError(problem.message) : fail(problem),
    );
  }
  return (
    <form className="space-y-3" onSubmit={submit} noValidate>
      <Field id="own-domain" label="Tu dominio" error={error}>
        <Input
          id="own-domain"
          inputMode="url"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder="www.mitienda.com.ar"
          value={domain}
          onChange={(e) => setDomain(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'own-domain-error' : undefined}
        />
      </Field>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Guardando…' : 'Guardar dominio'}
      </Button>
    </form>
  );
}

/** "Dominio propio" (docs/product/stores.md): the owner's domain, the DNS records to set, verify, remove. */
export function OwnDomainSection() {
  const query = useOwnDomain();
  const domain = query.data?.domain;
  return (
    <Section
      icon={<Globe className="size-4" />}
      title="Dominio propio"
      description="Usa tu propio dominio, como www.mitienda.com.ar. Una vez verificado, todos los enlaces de tu tienda lo usan."
    >
      {query.isPending && <p className="text-sm text-muted-foreground">Cargando…</p>}
      {query.isError && <p className="text-sm text-destructive">No se pudo cargar tu dominio.</p>}
      {query.data && (domain ? <DomainStatus key={domain.domain} domain={domain} /> : <DomainForm current="" />)}
    </Section>
  );
}
