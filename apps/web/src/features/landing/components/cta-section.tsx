import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function CtaSection() {
  return (
    <section className="px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-4xl rounded-3xl bg-gradient-to-br from-violet-600 via-violet-600 to-fuchsia-600 px-6 py-12 text-center text-white shadow-xl shadow-violet-500/20 sm:px-12 sm:py-16">
        <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">¿Listo para abrir tu vidriera?</h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-violet-100">
          Crea tu cuenta, arma tu tienda y comparte el enlace hoy mismo con tus clientes.
        </p>
        <Button asChild size="lg" variant="secondary" className="mt-8 bg-white text-violet-700 hover:bg-violet-50">
          <Link to="/auth">
            Comenzar Ahora - Es Gratis
            <ArrowRight />
          </Link>
        </Button>
      </div>
    </section>
  );
}
