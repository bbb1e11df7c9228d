import type { Dashboard } from '@shared/schemas/member';
import { BarChart3, CalendarDays, ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { takeTestPath } from '../lib/take-test-path';
import { LevelTile } from './level-tile';
import { StatTile } from './stat-tile';

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline';

const days = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'day' : 'days'}`;

/** The four tiles of member-area §2, each computed from the user's own data (PRODUCT.md principle 1). */
export function StatTiles({ stats }: { stats: Dashboard['stats'] }) {
  return (
    <section aria-labelledby="stats-heading" className="flex flex-col gap-3">
      <h2 id="stats-heading" className="sr-only">
        Your statistics
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatTile icon={ClipboardCheck} label="Tests Taken" value={stats.testsTaken.toLocaleString('en-US')} />
        <StatTile icon={BarChart3} label="Best Score" value={stats.bestScore ?? '—'}>
          {stats.bestScore !== null ? (
            <p>Your highest IQ score</p>
          ) : stats.testsTaken > 0 ? (
            <Link to={paths.checkout} className={linkClass}>
              Unlock your score
            </Link>
          ) : (
            <Link to={takeTestPath()} className={linkClass}>
              Take your first test
            </Link>
          )}
        </StatTile>
        <LevelTile progress={stats.progress} />
        <StatTile icon={CalendarDays} label="Days Active" value={stats.daysActive.toLocaleString('en-US')}>
          <p>Current streak: {days(stats.currentStreak)}</p>
        </StatTile>
      </div>
    </section>
  );
}
