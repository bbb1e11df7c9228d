import type { Progress as LevelProgress } from '@shared/schemas/account';
import { Trophy } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { levelText } from '../lib/level-text';
import { StatTile } from './stat-tile';

/** Level and XP with the bar to the next level, and the 'almost there' message at 90 % (spec §9). */
export function LevelTile({ progress }: { progress: LevelProgress }) {
  const text = levelText(progress);
  return (
    <StatTile icon={Trophy} label="Level" value={`Level ${progress.level}`}>
      <p>{progress.totalXp.toLocaleString('en-US')} XP in total</p>
      <Progress value={text.earned} max={text.span} aria-label={`Progress to level ${progress.level + 1}`} />
      <p className={progress.almostThere ? 'font-semibold text-brand-800' : undefined}>{text.toNext}</p>
    </StatTile>
  );
}
