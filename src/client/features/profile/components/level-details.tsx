import type { Progress as LevelProgress } from '@shared/schemas/account';
import { Progress } from '@/components/ui/progress';
import { levelText } from '../lib/level-text';

/** Level, total XP and the bar to the next level, with what is left to reach it. */
export function LevelDetails({ progress }: { progress: LevelProgress }) {
  const text = levelText(progress);
  return (
    <div className="flex flex-col gap-3">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-3xl font-extrabold text-brand-800">Level {progress.level}</span>
        <span className="text-sm font-medium text-muted">{progress.totalXp.toLocaleString('en-US')} XP in total</span>
      </p>
      <Progress value={text.earned} max={text.span} aria-label={`Progress to level ${progress.level + 1}`} className="h-3" />
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        <span className={progress.almostThere ? 'font-semibold text-brand-800' : 'text-muted'}>{text.toNext}</span>
        <span className="text-muted">
          {text.earned.toLocaleString('en-US')} / {text.span.toLocaleString('en-US')} XP
        </span>
      </p>
    </div>
  );
}
