import type { Dashboard } from '@shared/schemas/member';
import { Award, ClipboardCheck, CreditCard, type LucideIcon, Mail, Star, UserPlus } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatDay } from '@/lib/format-day';

type ActivityKind = Dashboard['activity'][number]['kind'];

const ICONS: Record<ActivityKind, LucideIcon> = {
  test_completed: ClipboardCheck,
  purchase: CreditCard,
  xp: Star,
  certificate: Award,
  referral: UserPlus,
  support_ticket: Mail,
};

/** The user's latest events as the server recorded them (tests, purchases, XP, certificates, referrals, tickets). */
export function RecentActivity({ activity }: { activity: Dashboard['activity'] }) {
  return (
    <Card className="flex flex-col gap-3 p-6" role="region" aria-labelledby="activity-heading">
      <h2 id="activity-heading" className="text-lg font-semibold">
        Recent activity
      </h2>
      {activity.length === 0 ? (
        <p className="text-sm text-muted">No activity yet. Take a test and your results, purchases and progress will show here.</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {activity.map((item) => {
            const Icon = ICONS[item.kind];
            return (
              <li key={item.id} className="flex items-start gap-3 py-3 text-sm">
                <Icon className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium break-words">{item.title}</span>
                  {item.detail ? <span className="block text-muted break-words">{item.detail}</span> : null}
                </span>
                <time dateTime={item.at} className="shrink-0 text-muted">
                  {formatDay(item.at)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
