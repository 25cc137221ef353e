import { Link } from 'react-router';

/** Any path the app does not know; the server answers it with 404 (docs/product/storefront.md, "Addresses"). */
export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/30 px-6">
      <div className="text-center">
        <h1 className="mb-4 text-6xl font-bold text-primary">404</h1>
        <p className="mb-6 text-xl text-muted-foreground">¡Ups! Página no encontrada</p>
        <Link to="/" className="font-medium text-primary underline underline-offset-4 hover:text-primary/80">
          Volver al inicio
        </Link>
      </div>
    </main>
  );
}
