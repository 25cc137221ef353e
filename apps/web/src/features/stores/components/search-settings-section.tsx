import { SEARCH_SYNONYMS_MAX, SYNONYM_LINES_MAX } from '@vidriera/core';
import { Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { FieldErrors, UseFormGetValues, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Field } from '@/components/field';
import { Textarea } from '@/components/ui/textarea';
import type { StoreSettingsFormValues } from '../utils/store-form-schemas';
import { withSynonymLine } from '../utils/synonym-line';
import { Section } from './settings-section';

interface SearchSettingsSectionProps {
  register: UseFormRegister<StoreSettingsFormValues>;
  errors: FieldErrors<StoreSettingsFormValues>;
  getValues: UseFormGetValues<StoreSettingsFormValues>;
  setValue: UseFormSetValue<StoreSettingsFormValues>;
}

/**
 * "Búsqueda": the store's own synonyms, a group a line (docs/product/storefront.md, "Búsqueda"). Coming from a search
 * that found nothing (?sinonimo=…), its words wait on a new line for the owner to finish and save.
 */
export function SearchSettingsSection({ register, errors, getValues, setValue }: SearchSettingsSectionProps) {
  const [params] = useSearchParams();
  const asked = params.get('sinonimo')?.trim().slice(0, 100) ?? '';
  const added = useRef(false);
  useEffect(() => {
    if (!asked || added.current) return;
    added.current = true;
    setValue('searchSynonyms', withSynonymLine(getValues('searchSynonyms'), asked), { shouldDirty: true });
    const field = document.getElementById('settings-searchSynonyms');
    if (field instanceof HTMLTextAreaElement) {
      field.scrollIntoView({ block: 'center' });
      field.focus();
      field.setSelectionRange(field.value.length, field.value.length);
    }
  }, [asked, getValues, setValue]);

  return (
    <div id="busqueda" className="scroll-mt-4">
      <Section
        icon={<Search className="size-4" />}
        title="Búsqueda"
        description="Palabras que tus clientes usan y tus productos no dicen."
      >
        <Field
          id="settings-searchSynonyms"
          label="Sinónimos"
          error={errors.searchSynonyms?.message}
          hint={`Un grupo por línea, separado por comas: "remera, camiseta" hace que cada palabra encuentre lo de la otra. Con una flecha, "calzado => zapatillas, botas", la primera encuentra las demás, y no a la inversa. Hasta ${SYNONYM_LINES_MAX} líneas y ${SEARCH_SYNONYMS_MAX} caracteres. Los sinónimos más comunes de ropa y accesorios ya están incluidos.`}
        >
          {(control) => (
            <Textarea
              rows={5}
              placeholder={'remera, camiseta\ncalzado => zapatillas, botas'}
              autoCapitalize="none"
              spellCheck={false}
              maxLength={SEARCH_SYNONYMS_MAX}
              className="font-mono text-[13px]"
              {...control}
              {...register('searchSynonyms')}
            />
          )}
        </Field>
      </Section>
    </div>
  );
}
