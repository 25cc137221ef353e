import { ExternalLink, Lock } from 'lucide-react';
import { CopyButton } from '@/components/copy-button';
import { Button } from '@/components/ui/button';

/** The store's address, whole on any screen (it wraps), to copy or open; it comes from the first name and never changes. */
export function StorePublicUrl({ url }: { url: string }) {
  return (
    <div className="space-y-2">
      <p id="settings-url-label" className="text-sm leading-none font-medium">
        URL pública de tu tienda (no editable)
      </p>
      <div
        className="flex items-start gap-2 rounded-md border bg-muted px-3 py-2"
        aria-labelledby="settings-url-label"
        role="group"
      >
        <Lock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span
          data-testid="settings-url"
          className="min-w-0 flex-1 font-mono text-[13px] break-all text-muted-foreground select-all"
        >
          {url}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={url} what="dirección de tu tienda" label="Copiar dirección" size="sm" />
        <Button variant="outline" size="sm" asChild>
          <a href={url} target="_blank" rel="noopener noreferrer">
            <ExternalLink />
            Ver mi tienda
          </a>
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        La dirección se crea con el nombre original de tu tienda y no se puede cambiar.
      </p>
    </div>
  );
}
