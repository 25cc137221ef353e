import { SkeletonScreen } from '@/components/skeleton-screen';
import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder of the settings screen while the store loads. */
export function StoreSettingsSkeleton() {
  return (
    <SkeletonScreen className="min-h-dvh bg-muted/30">
      <div className="border-b bg-background">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-4">
          <Skeleton className="size-10" />
          <div className="space-y-2">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-4 w-32" />
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-3xl space-y-5 px-4 py-6">
        {[0, 1, 2].map((card) => (
          <div key={card} className="space-y-4 rounded-xl border bg-background p-6">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-10 w-2/3" />
          </div>
        ))}
      </div>
    </SkeletonScreen>
  );
}
