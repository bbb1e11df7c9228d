import { Trophy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { userMessage } from '@/lib/api-error';
import { useProgress } from '../api/use-progress';
import { LevelDetails } from './level-details';

/** The user's level and XP, with the bar to the next level (spec §9). */
export function LevelCard({ userId }: { userId: string }) {
  const progress = useProgress(userId);

  return (
    <Card className="flex flex-col gap-4 p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Trophy className="size-5 text-brand-700" aria-hidden="true" />
        Your level
      </h2>
      {progress.isPending ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">Loading your level...</span>
          <Skeleton className="h-8 w-32" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-4 w-48" />
        </div>
      ) : progress.isError ? (
        <div className="flex flex-col items-start gap-3" role="alert">
          <p className="text-sm text-red-700">{userMessage(progress.error, 'Your level could not be loaded. Please try again.')}</p>
          <Button variant="outline" onClick={() => void progress.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <LevelDetails progress={progress.data} />
      )}
    </Card>
  );
}
