import { Toaster as Sonner, type ToasterProps } from 'sonner';

/** One toast at a time, about five seconds each (docs/product/README.md). */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      visibleToasts={1}
      duration={5000}
      richColors
      closeButton
      toastOptions={{ closeButtonAriaLabel: 'Cerrar' }}
      {...props}
    />
  );
}
