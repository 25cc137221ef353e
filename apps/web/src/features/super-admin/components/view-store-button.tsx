import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Opens the store's subdomain address in a new tab. */
export function ViewStoreButton({ url, name }: { url: string; name: string }) {
  return (
    <Button variant="outline" size="sm" asChild>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Ver Tienda ${name}`}
        title={`Ver Tienda ${name} (pestaña nueva)`}
      >
        <ExternalLink />
        Ver Tienda
      </a>
    </Button>
  );
}
