import { Progress } from '@/components/ui/progress';

/** Answered questions over all of them (spec §9: answers over 31, taken from the real question count). */
export function AnswerProgress({ answered, total }: { answered: number; total: number }) {
  return (
    <div className="flex items-center gap-3 pb-3">
      <Progress
        value={answered}
        max={total}
        aria-label={`Answered ${answered} of ${total}`}
        getValueLabel={(value, max) => `${value} of ${max} answered`}
        className="h-2 flex-1"
      />
      <span className="min-w-12 text-right text-xs font-medium text-muted tabular-nums" aria-hidden="true">
        {answered}/{total}
      </span>
    </div>
  );
}
