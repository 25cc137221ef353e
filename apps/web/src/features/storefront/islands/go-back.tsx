import { ArrowLeft } from 'lucide-react';
import { defineIsland } from '@/components/island';
import { Button } from '@/components/ui/button';

export interface GoBackProps {
  /** Where the link goes when there is no page to go back to (or no JavaScript): the app's home. */
  fallbackHref: string;
}

/** "Volver atrás": back in the tab's history when there is a page to return to, else to the app's home. */
function GoBack({ fallbackHref }: GoBackProps) {
  return (
    <Button variant="outline" asChild>
      <a
        href={fallbackHref}
        onClick={(event) => {
          if (window.history.length <= 1) return;
          event.preventDefault();
          window.history.back();
        }}
      >
        <ArrowLeft aria-hidden="true" />
        Volver atrás
      </a>
    </Button>
  );
}

export default defineIsland('storefront/go-back', GoBack);
