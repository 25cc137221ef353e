import { zodResolver } from '@hookform/resolvers/zod';
import { type CustomerDetail, customerNotesSchema } from '@vidriera/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast, toastApiError } from '@/lib/toast';
import { useSaveCustomerNotes } from '../api/customers';

/** The form's tags are one text, separated by commas; the server's rules check them once split. */
const notesFormSchema = z.object({
  notes: customerNotesSchema.shape.notes,
  tags: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .pipe(customerNotesSchema.shape.tags),
});
type NotesForm = z.input<typeof notesFormSchema>;

/** "Notas y etiquetas" of a customer: what the seller wants to remember of her, and labels to find her by. */
export function CustomerNotesCard({ customer }: { customer: CustomerDetail }) {
  const save = useSaveCustomerNotes(customer.id);
  const form = useForm<NotesForm, unknown, z.output<typeof notesFormSchema>>({
    resolver: zodResolver(notesFormSchema),
    defaultValues: { notes: customer.notes, tags: customer.tags.join(', ') },
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast.success('Cliente guardado'),
      onError: (error) => toastApiError(error, 'No se pudo guardar'),
    }),
  );
  const { errors } = form.formState;
  return (
    <Card className="p-4">
      <form className="space-y-3" onSubmit={(event) => void submit(event)}>
        <h2 className="font-semibold">Notas y etiquetas</h2>
        <div className="space-y-1">
          <Label htmlFor="customer-notes">Notas</Label>
          <Textarea id="customer-notes" rows={4} {...form.register('notes')} aria-invalid={!!errors.notes} />
          {errors.notes && <p className="text-sm text-destructive">{errors.notes.message}</p>}
        </div>
        <div className="space-y-1">
          <Label htmlFor="customer-tags">Etiquetas (separadas por comas)</Label>
          <Input
            id="customer-tags"
            placeholder="mayorista, vip"
            {...form.register('tags')}
            aria-invalid={!!errors.tags}
          />
          {errors.tags && <p className="text-sm text-destructive">{errors.tags.message}</p>}
        </div>
        <Button type="submit" disabled={save.isPending}>
          Guardar
        </Button>
      </form>
    </Card>
  );
}
