import { BadgeCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useRecentBuyers } from '@/features/stats';

/** Spec §9: the checkout's list advances every 5 seconds. */
export const RECENT_BUYER_ROTATE_MS = 5000;

/**
 * The rotating social-proof banner (spec §2): a real recent buyer's name and IQ, from paid results only
 * (PRODUCT.md principle 1). No buyers yet, no banner. The sketch's country is not shown: the product does not know it.
 */
export function RecentBuyersBanner() {
  const { data } = useRecentBuyers();
  const buyers = data?.buyers ?? [];
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (buyers.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % buyers.length), RECENT_BUYER_ROTATE_MS);
    return () => clearInterval(timer);
  }, [buyers.length]);
  const buyer = buyers[index % Math.max(1, buyers.length)];
  if (!buyer) return null;
  return (
    <section aria-label="Recent buyers" className="flex items-center justify-center gap-2 rounded-full bg-emerald-50 px-4 py-2 text-sm text-emerald-900">
      <BadgeCheck className="size-4 shrink-0" aria-hidden="true" />
      <p aria-live="polite">
        <span className="font-semibold">{buyer.name}</span> just unlocked their results — IQ <span className="font-semibold">{buyer.score}</span>
      </p>
    </section>
  );
}
