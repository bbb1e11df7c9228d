import { Skeleton } from '@/components/ui/skeleton';

/** Member-area §4: placeholders while the users load, announced once as text. */
export function UsersSkeleton() {
  return (
    <div role="status" className="flex flex-col divide-y divide-gray-200">
      <span className="sr-only">Loading users...</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-56" />
          </div>
          <Skeleton className="h-11 w-full sm:w-40" />
        </div>
      ))}
    </div>
  );
}
