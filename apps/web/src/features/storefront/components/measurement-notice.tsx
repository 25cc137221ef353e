import type { PublicStore } from '@vidriera/core';

/**
 * The consent notice of a store that set a Meta Pixel or GA4 id (docs/product/measurement.md): drawn hidden, shown
 * by the page's script (lib/measurement.ts) until the shopper answers; nothing at all on other stores.
 */
export function MeasurementNotice({ measurement }: { measurement: PublicStore['measurement'] }) {
  if (!measurement.metaPixelId && !measurement.ga4Id) return null;
  return (
    <div
      data-measurement=""
      data-meta-pixel={measurement.metaPixelId ?? ''}
      data-ga4={measurement.ga4Id ?? ''}
      hidden
      role="region"
      aria-label="Medición de anuncios"
      className="fixed inset-x-2 bottom-2 z-50 mx-auto max-w-md rounded-lg border bg-background p-3 text-sm shadow-lg"
    >
      <p>Esta tienda usa Meta y Google Analytics para medir sus anuncios. ¿Aceptas?</p>
      <div className="mt-2 flex justify-end gap-2">
        <button type="button" data-consent="no" className="button h-8 px-3 text-sm">
          No, gracias
        </button>
        <button type="button" data-consent="yes" className="button h-8 bg-primary px-3 text-sm text-primary-foreground">
          Aceptar
        </button>
      </div>
    </div>
  );
}
