import { BusyButton } from '@/components/busy-button';
import type { StoreSettingsInput } from '@vidriera/core';
import { ImageIcon, MessageCircle, Store as StoreIcon, Wallet } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Field } from '@/components/field';
import { TextField } from '@/components/text-field';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { useDraftAcrossSignIn } from '@/hooks/use-draft-across-sign-in';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { showServerFieldError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import type { Store } from '@/lib/my-store';
import { useUpdateStore } from '../api/update-store';
import { whereIs } from '../utils/delivery-settings-form';
import { STORE_INPUTS } from '../utils/store-inputs';
import {
  settingsValuesOf,
  type StoreSettingsField,
  type StoreSettingsFormValues,
  storeSettingsResolver,
} from '../utils/store-form-schemas';
import { DeliverySettingsSection } from './delivery-settings-section';
import { OrderPolicySection } from './order-policy-section';
import { PaymentSettingsSection } from './payment-settings-section';
import { SearchSettingsSection } from './search-settings-section';
import { Section } from './settings-section';
import { StoreImageField } from './store-image-field';
import { StorePublicUrl } from './store-public-url';

const SAVE_FAILED = 'Ocurrió un error al actualizar la tienda.';

/**
 * The settings form (docs/product/stores.md): every card but the pictures
 * (saved as soon as they are uploaded) is one form with one "Guardar
 * Cambios", "Entregas" included; its edits survive a lost session like the
 * product forms' do, and leaving with edits not saved asks first. Mercado
 * Pago, the feed and the own domain follow the form, each with its own action.
 */
export function StoreSettingsForm({ store }: { store: Store }) {
  const updateStore = useUpdateStore();
  const form = useForm<StoreSettingsFormValues, unknown, StoreSettingsInput>({
    resolver: storeSettingsResolver,
    defaultValues: settingsValuesOf(store),
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    getValues,
    setValue,
    formState: { errors, isDirty },
  } = form;
  useDraftAcrossSignIn(form, 'Revisa los datos y guarda los cambios.');
  const fields = Object.keys(form.formState.defaultValues ?? {}) as StoreSettingsField[];
  const saving = updateStore.isPending;
  const [methods, cbu] = useWatch({ control, name: ['paymentMethods', 'cbu'] });
  const transferWithoutCbu = methods.includes('transfer') && !cbu.trim();

  const onSubmit = handleSubmit(async (input) => {
    try {
      const { store: saved } = await updateStore.mutateAsync(input);
      reset(settingsValuesOf(saved));
      toast.success('Éxito', { description: 'Configuración de la tienda actualizada correctamente.' });
    } catch (error) {
      if (isApiError(error, 422) && showServerFieldError(error, setError, fields)) return;
      if (isApiError(error, 422) && error.field?.startsWith('delivery.')) {
        return setError('delivery', {
          type: 'server',
          message: `${whereIs(error.field.slice('delivery.'.length))}${error.message}`,
        });
      }
      toast.error('Error', { description: isApiError(error) ? error.message : SAVE_FAILED });
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <Section
        icon={<StoreIcon className="size-4" />}
        title="Información básica"
        description="Cómo se presenta tu tienda a tus clientes."
      >
        <TextField id="settings-name" error={errors.name?.message} {...STORE_INPUTS.name} {...register('name')} />
        <Field id="settings-description" label="Descripción" error={errors.description?.message}>
          {(control) => <Textarea {...STORE_INPUTS.description} {...control} {...register('description')} />}
        </Field>
        <StorePublicUrl url={store.url} />
      </Section>

      <Section icon={<ImageIcon className="size-4" />} title="Imágenes" description="Se guardan apenas las subes.">
        <StoreImageField kind="logo" imageUrl={store.logoUrl} storeName={store.name} />
        <StoreImageField kind="banner" imageUrl={store.bannerUrl} storeName={store.name} />
      </Section>

      <Section
        icon={<MessageCircle className="size-4" />}
        title="Contacto y redes"
        description="Por dónde te encuentran y te escriben."
      >
        <TextField
          id="settings-whatsappNumber"
          label="Número de WhatsApp"
          error={errors.whatsappNumber?.message}
          {...STORE_INPUTS.whatsappNumber}
          placeholder="+54 9 11 1234 5678"
          {...register('whatsappNumber')}
        />
        <TextField
          id="settings-instagramHandle"
          label="Instagram"
          error={errors.instagramHandle?.message}
          placeholder="@tu_usuario"
          autoCapitalize="none"
          {...register('instagramHandle')}
        />
        <TextField
          id="settings-facebookPage"
          label="Página de Facebook"
          error={errors.facebookPage?.message}
          type="url"
          inputMode="url"
          placeholder="https://facebook.com/tutienda"
          {...register('facebookPage')}
        />
      </Section>

      <Section icon={<Wallet className="size-4" />} title="Pagos" description="Para recibir transferencias.">
        <TextField id="settings-cbu" error={errors.cbu?.message} {...STORE_INPUTS.cbu} {...register('cbu')} />
      </Section>

      <PaymentSettingsSection register={register} errors={errors} transferWithoutCbu={transferWithoutCbu} />

      <OrderPolicySection register={register} errors={errors} />

      <DeliverySettingsSection control={control} />

      <SearchSettingsSection register={register} errors={errors} getValues={getValues} setValue={setValue} />

      <UnsavedChangesGuard
        when={isDirty}
        description="Tienes cambios sin guardar en la configuración de tu tienda. Si sales ahora, se perderán."
      />

      <div className="sticky bottom-0 z-10 -mx-4 flex gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:justify-end sm:border-0 sm:bg-transparent sm:p-0">
        <Button variant="outline" className="flex-1 sm:flex-none" asChild>
          <Link to="/admin">Cancelar</Link>
        </Button>
        <BusyButton type="submit" className="flex-1 sm:flex-none" busy={saving} busyLabel="Guardando...">
          Guardar Cambios
        </BusyButton>
      </div>
    </form>
  );
}
