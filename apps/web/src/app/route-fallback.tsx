import { PageSpinner } from '@/components/page-spinner';

/** While a screen's code loads on first visit: blank at first, a spinner only if it takes a while. */
export function RouteFallback() {
  return (
    <div className="animate-[fade-in_200ms_ease-out_400ms_both]">
      <PageSpinner />
    </div>
  );
}
