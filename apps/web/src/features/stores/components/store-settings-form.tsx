import { CBU_MAX, type StoreSettingsInput, STORE_DESCRIPTION_MAX, STORE_NAME_MAX } from '@vidriera/core';
import { ExternalLink, ImageIcon, Lock, MessageCircle, Store as StoreIcon, Wallet } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Field } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { showServerFieldError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import type { Store } from '@/lib/my-store';
import { useUpdateStore } from '../api/update-store';
import { type StoreSettingsFormValues, storeSettingsResolver } from '../utils/store-form-schemas';
import { OrderPolicySection } from './order-policy-section';
import { Section } from './settings-section';
import { StoreImageField } from './store-image-field';

const FIELDS = [
  'name',
  'description',
  'whatsappNumber',
  'instagramHandle',
  'facebookPage',
  'cbu',
  'maxUnitsPerProduct',
  'maxPendingOrdersPerPhone',
  'orderOrigins',
  'reservedSharePercent',
  'unopenedReservationMinutes',
] as const;
const SAVE_FAILED = 'Ocurrió un error al actualizar la tienda.';

function valuesOf(store: Store): StoreSettingsFormValues {
  return {
    name: store.name,
    description: store.description ?? '',
    whatsappNumber: store.whatsappNumber ?? '',
    instagramHandle: store.instagramHandle ? `@${store.instagramHandle}` : '',
    facebookPage: store.facebookPage ?? '',
    cbu: store.cbu ?? '',
    maxUnitsPerProduct: store.maxUnitsPerProduct,
    maxPendingOrdersPerPhone: store.maxPendingOrdersPerPhone,
    orderOrigins: store.orderOrigins.join('\n'),
    reservedSharePercent: store.reservedSharePercent,
    unopenedReservationMinutes: store.unopenedReservationMinutes,
  };
}

/** The settings form (docs/product/stores.md); logo and banner save on their own when uploaded. */
export function StoreSettingsForm({ store }: { store: Store }) {
  const updateStore = useUpdateStore();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<StoreSettingsFormValues, unknown, StoreSettingsInput>({
    resolver: storeSettingsResolver,
    defaultValues: valuesOf(store),
  });
  const saving = updateStore.isPending;
  const invalid = (name: (typeof FIELDS)[number], hint?: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [hint, errors[name] ? `settings-${name}-error` : undefined].filter(Boolean).join(' ') || undefined,
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      const { store: saved } = await updateStore.mutateAsync(input);
      reset(valuesOf(saved));
      toast.success('Éxito', { description: 'Configuración de la tienda actualizada correctamente.' });
    } catch (error) {
      if (isApiError(error, 422) && showServerFieldError(error, setError, FIELDS)) return;
      toast.error('Error', { description: isApiError(error) ? error.message : SAVE_FAILED });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <Section icon={<StoreIcon className="size-4" />} title="Información básica" description="Cómo se presenta tu tienda a tus clientes.">
        <Field id="settings-name" label="Nombre de la tienda *" error={errors.name?.message}>
          <Input id="settings-name" maxLength={STORE_NAME_MAX} autoComplete="organization" required {...invalid('name')} {...register('name')} />
        </Field>
        <Field id="settings-description" label="Descripción" error={errors.description?.message}>
          <Textarea
            id="settings-description"
            rows={3}
            maxLength={STORE_DESCRIPTION_MAX}
            placeholder="Cuenta en pocas palabras qué vendes"
            {...invalid('description')}
            {...register('description')}
          />
        </Field>
        <Field id="settings-url" label="URL pública de tu tienda (no editable)">
          <div className="flex gap-2">
            <div className="relative min-w-0 flex-1">
              <Lock className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
              <Input
                id="settings-url"
                value={store.url}
                readOnly
                aria-describedby="settings-url-hint"
                className="bg-muted pl-9 font-mono text-[13px] text-muted-foreground"
              />
            </div>
            <Button variant="outline" size="icon" asChild>
              <a href={store.url} target="_blank" rel="noopener noreferrer" aria-label="Abrir mi tienda en una pestaña nueva" title="Ver Mi Tienda">
                <ExternalLink />
              </a>
            </Button>
          </div>
          <p id="settings-url-hint" className="text-xs text-muted-foreground">
            La dirección se crea con el nombre original de tu tienda y no se puede cambiar.
          </p>
        </Field>
      </Section>

      <Section icon={<ImageIcon className="size-4" />} title="Imágenes" description="Se guardan apenas las subes.">
        <StoreImageField kind="logo" imageUrl={store.logoUrl} storeName={store.name} />
        <StoreImageField kind="banner" imageUrl={store.bannerUrl} storeName={store.name} />
      </Section>

      <Section icon={<MessageCircle className="size-4" />} title="Contacto y redes" description="Por dónde te encuentran y te escriben.">
        <Field id="settings-whatsappNumber" label="Número de WhatsApp" error={errors.whatsappNumber?.message}>
          <Input
            id="settings-whatsappNumber"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+54 9 11 1234 5678"
            {...invalid('whatsappNumber')}
            {...register('whatsappNumber')}
          />
        </Field>
        <Field id="settings-instagramHandle" label="Instagram" error={errors.instagramHandle?.message}>
          <Input id="settings-instagramHandle" placeholder="@tu_usuario" autoCapitalize="none" {...invalid('instagramHandle')} {...register('instagramHandle')} />
        </Field>
        <Field id="settings-facebookPage" label="Página de Facebook" error={errors.facebookPage?.message}>
          <Input
            id="settings-facebookPage"
            type="url"
            inputMode="url"
            placeholder="https://facebook.com/tutienda"
            {...invalid('facebookPage')}
            {...register('facebookPage')}
          />
        </Field>
      </Section>

      <Section icon={<Wallet className="size-4" />} title="Pagos" description="Para recibir transferencias.">
        <Field id="settings-cbu" label="CBU/Alias" error={errors.cbu?.message}>
          <Input id="settings-cbu" maxLength={CBU_MAX} placeholder="Ej: mi.tienda.mp" {...invalid('cbu')} {...register('cbu')} />
        </Field>
      </Section>

      <OrderPolicySection register={register} errors={errors} invalid={invalid} />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" asChild>
          <Link to="/admin">Cancelar</Link>
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <Spinner />}
          {saving ? 'Guardando...' : 'Guardar Cambios'}
        </Button>
      </div>
    </form>
  );
}
