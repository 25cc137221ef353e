import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useHydrated } from '@/lib/hydration';
import { cn } from '@/lib/utils';

/** `button` is the base, in theme.css. */
export const buttonVariants = cva('button', {
  variants: {
    variant: {
      default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
      destructive: 'bg-destructive text-white shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive/30',
      outline: 'border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground',
      secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
      ghost: 'hover:bg-accent hover:text-accent-foreground',
      link: 'text-primary underline-offset-4 hover:underline',
      // A remove button that turns red; and for store pages a red link in a sentence, an arrow over a picture, and each
      // channel's own colours. Written as variants, not as a className over another variant's colours, because
      // store pages join classes without tailwind-merge (docs/decisions/032-store-classes-without-merging.md).
      remove: 'text-muted-foreground hover:bg-accent hover:text-destructive',
      destructiveLink: 'text-destructive underline underline-offset-4',
      overPicture: 'border bg-background/80 shadow-xs hover:bg-accent hover:text-accent-foreground',
      whatsapp: 'bg-green-700 text-white shadow-xs hover:bg-green-800',
      whatsappOutline: 'border border-green-700 bg-background text-green-800 shadow-xs hover:bg-green-50',
      instagram: 'bg-gradient-to-r from-fuchsia-600 to-orange-500 text-white shadow-xs hover:opacity-90',
      facebook: 'bg-[#1877F2] text-white shadow-xs hover:bg-[#0f66d8]',
      mercadoPago: 'bg-sky-600 text-white shadow-xs hover:bg-sky-700',
    },
    size: {
      default: 'h-10 px-4 py-2 has-[>svg]:px-3',
      // The default's size for a long label in a narrow card: two lines rather than spilling out of the button (or,
      // in a row, out of the row: it may shrink).
      wrap: 'min-h-10 shrink px-4 py-2 text-center whitespace-normal has-[>svg]:px-3',
      sm: 'h-8 gap-1.5 rounded-md px-3 has-[>svg]:px-2.5',
      // The large actions ("Realizar Pedido por WhatsApp") take two lines rather than spill out of a narrow phone's card.
      lg: 'min-h-11 rounded-md px-6 py-2 text-center text-base whitespace-normal has-[>svg]:px-4',
      icon: 'size-10',
      // Text in a sentence: no height or padding of its own.
      inline: '',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** A button (disabled until its island has taken over a server-rendered page: it needs code); `asChild` styles a link instead. */
export function Button({ className, variant, size, asChild = false, type, disabled, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size, className }))}
      {...(asChild ? { disabled } : { type: type ?? 'button', disabled: disabled || !hydrated })}
      {...props}
    />
  );
}
