import type { MeasurementSettingsView } from '@vidriera/core';
import { ChartNoAxesCombined } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useMeasurement, useSaveMeasurement } from '../api/measurement';
import { Section } from './settings-section';

const FAILED = 'No se pudo guardar. Intenta de nuevo.';

function MeasurementForm({ saved }: { saved: MeasurementSettingsView }) {
  const save = useSaveMeasurement();
  const [pixel, setPixel] = useState(saved.metaPixelId ?? '');
  const [ga4, setGa4] = useState(saved.ga4Id ?? '');
  const [token, setToken] = useState('');
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { metaPixelId: pixel, ga4Id: ga4, ...(token.trim() ? { conversionsToken: token } : {}) },
      {
        onSuccess: () => {
          setToken('');
          toast.success('Medición guardada');
        },
        onError: (e) => setError(isApiError(e) ? { field: e.field, message: e.message } : { message: FAILED }),
      },
    );
  };
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);

  return (
    <form onSubmit={submit} className="space-y-4">
      <Field id="measurement-pixel" label="Píxel de Meta (ID)" error={errorOf('metaPixelId')}>
        {(control) => (
          <Input inputMode="numeric" value={pixel} onChange={(e) => setPixel(e.target.value)} {...control} />
        )}
      </Field>
      <Field id="measurement-ga4" label="Google Analytics 4 (ID de medición)" error={errorOf('ga4Id')}>
        {(control) => (
          <Input placeholder="G-ABC123XYZ" value={ga4} onChange={(e) => setGa4(e.target.value)} {...control} />
        )}
      </Field>
      <Field
        id="measurement-token"
        label="Token de la API de conversiones de Meta"
        error={errorOf('conversionsToken')}
        hint={
          saved.conversionsToken
            ? 'Hay un token guardado. Pega uno nuevo solo para reemplazarlo.'
            : 'Opcional: con él, cada compra también llega a Meta desde el servidor.'
        }
      >
        {(control) => (
          <Input
            type="password"
            autoComplete="off"
            value={token}
            onChange={(e) => setToken(e.target.value)}
            {...control}
          />
        )}
      </Field>
      {error && !error.field && <p className="text-sm text-destructive">{error.message}</p>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          Guardar medición
        </Button>
        {saved.conversionsToken && (
          <Button
            type="button"
            variant="ghost"
            disabled={save.isPending}
            onClick={() => save.mutate({ metaPixelId: pixel, ga4Id: ga4, conversionsToken: null })}
          >
            Quitar el token
          </Button>
        )}
      </div>
    </form>
  );
}

/** "Medición de anuncios" (docs/product/measurement.md): loads on the store's pages only after the shopper accepts. */
export function MeasurementSection() {
  const measurement = useMeasurement();
  return (
    <Section
      icon={<ChartNoAxesCombined className="size-4" />}
      title="Medición de anuncios"
      description="El píxel de Meta y Google Analytics cargan en tu tienda solo si quien compra acepta el aviso."
    >
      {measurement.data ? (
        <MeasurementForm saved={measurement.data} />
      ) : (
        <p className="text-sm text-muted-foreground">Cargando…</p>
      )}
    </Section>
  );
}
