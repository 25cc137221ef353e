import { Settings } from 'lucide-react';
import type { Store } from '@/lib/my-store';
import { AdminPageHeader } from '@/components/admin-page-header';
import { MeasurementSection } from '../components/measurement-section';
import { CarriersSection } from '../components/carriers-section';
import { MercadoPagoSection } from '../components/mercado-pago-section';
import { OwnDomainSection } from '../components/own-domain-section';
import { ProductFeedSection } from '../components/product-feed-section';
import { PushDevicesSection } from '../components/push-devices-section';
import { StoreNotFound } from '../components/store-not-found';
import { StoreSettingsForm } from '../components/store-settings-form';
import { StoreSettingsSkeleton } from '../components/store-settings-skeleton';
import { WholesaleSection } from '../components/wholesale-section';
import { WithMyStore } from '../components/with-my-store';

const LOAD_FAILED = 'No se pudo cargar la información de la tienda.';

/** /admin/settings: skeleton → the owner's store settings, or "Tienda no encontrada" (docs/product/stores.md). */
export function StoreSettingsPage() {
  return (
    <WithMyStore message={LOAD_FAILED} toastId="store-settings-load-failed" pending={<StoreSettingsSkeleton />}>
      {(store) => (store ? <StoreSettings store={store} /> : <StoreNotFound />)}
    </WithMyStore>
  );
}

function StoreSettings({ store }: { store: Store }) {
  return (
    <div className="min-h-dvh bg-muted/30">
      <AdminPageHeader
        title="Configuración de la tienda"
        description={store.name}
        icon={
          <span className="hidden size-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary sm:grid">
            <Settings className="size-5" aria-hidden="true" />
          </span>
        }
      />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-8">
        <StoreSettingsForm key={store.id} store={store} />
        <WholesaleSection key={`wholesale-${store.id}`} store={store} />
        <MercadoPagoSection />
        <CarriersSection />
        <div className="mt-6">
          <ProductFeedSection slug={store.slug} />
        </div>
        <OwnDomainSection />
        <PushDevicesSection />
        <MeasurementSection />
      </main>
    </div>
  );
}
