import { SkeletonScreen } from '@/components/skeleton-screen';
import { Skeleton } from '@/components/ui/skeleton';

/** Cards, chart and table placeholders while the overview loads. */
export function OverviewSkeleton() {
  return (
    <SkeletonScreen className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} className="h-28 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-64 rounded-xl" />
      <Skeleton className="h-96 rounded-xl" />
    </SkeletonScreen>
  );
}
