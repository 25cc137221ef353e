import { type StoreSetupInput, STORE_DESCRIPTION_MAX, STORE_SLUG_TAKEN } from '@vidriera/core';
import { Sparkles } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Field } from '@/components/field';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { showServerFieldError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useCreateStore } from '../api/create-store';
import { type StoreSetupFormValues, storeSetupResolver } from '../utils/store-form-schemas';
import { STORE_INPUTS } from '../utils/store-inputs';
import { StoreNameAvailability } from './store-name-availability';

const FIELDS = ['name', 'description', 'whatsappNumber', 'cbu'] as const;

/** The store setup form (docs/product/stores.md). */
export function StoreSetupForm() {
  const navigate = useNavigate();
  const createStore = useCreateStore();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<StoreSetupFormValues, unknown, StoreSetupInput>({
    resolver: storeSetupResolver,
    // Each field is checked when the owner leaves it, then as she types: a name of only signs is refused before sending.
    mode: 'onTouched',
    defaultValues: { name: '', description: '', whatsappNumber: '', cbu: '' },
  });
  const name = useWatch({ control, name: 'name' });
  const description = useWatch({ control, name: 'description' });
  const submitting = createStore.isPending;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await createStore.mutateAsync(input);
      toast.success('¡Tienda creada!', { description: 'Tu tienda ha sido creada exitosamente.' });
      await navigate('/admin');
    } catch (error) {
      if (isApiError(error, 409) && error.code === 'STORE_SLUG_TAKEN') {
        setError('name', { type: 'server', message: STORE_SLUG_TAKEN.message }, { shouldFocus: true });
        toast.error(STORE_SLUG_TAKEN.title, { description: STORE_SLUG_TAKEN.message });
      } else if (isApiError(error, 409) && error.code === 'STORE_ALREADY_EXISTS') {
        toast.error('Error', { description: error.message });
        await navigate('/admin', { replace: true });
      } else if (!(isApiError(error, 422) && showServerFieldError(error, setError, FIELDS))) {
        toast.error('Error', { description: 'No se pudo crear tu tienda. Intenta nuevamente.' });
      }
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5">
      <TextField
        id="store-name"
        error={errors.name?.message}
        placeholder="Ej: Ropa de Sofi"
        {...STORE_INPUTS.name}
        {...register('name')}
      />
      <StoreNameAvailability name={name} />

      <Field
        id="store-description"
        label="Descripción"
        error={errors.description?.message}
        describedBy="store-description-count"
      >
        {(control) => (
          <>
            <Textarea {...STORE_INPUTS.description} {...control} {...register('description')} />
            <p id="store-description-count" className="text-right text-xs text-muted-foreground">
              {description.length}/{STORE_DESCRIPTION_MAX}
            </p>
          </>
        )}
      </Field>

      <TextField
        id="store-whatsapp"
        label="WhatsApp"
        error={errors.whatsappNumber?.message}
        hint="Con código de país y área, ej: +5491123456789. Tus clientes te escribirán a este número."
        {...STORE_INPUTS.whatsappNumber}
        placeholder="+5491123456789"
        {...register('whatsappNumber')}
      />

      <TextField
        id="store-cbu"
        error={errors.cbu?.message}
        hint="Para que tus clientes puedan pagarte por transferencia."
        {...STORE_INPUTS.cbu}
        {...register('cbu')}
      />

      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" asChild>
          <Link to="/admin">Cancelar</Link>
        </Button>
        <Button type="submit" disabled={submitting || name.trim() === ''}>
          {submitting ? <Spinner /> : <Sparkles />}
          {submitting ? 'Creando tienda...' : 'Crear Tienda'}
        </Button>
      </div>
    </form>
  );
}
