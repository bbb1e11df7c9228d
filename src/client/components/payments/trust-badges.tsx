import { BadgeCheck, Lock, ShieldCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * The reassurances around a pay button (spec §2): encryption, the money-back guarantee (one operator setting,
 * PRODUCT.md "Money-back guarantee", passed in from the offer) and the card networks.
 */
export function TrustBadges({ moneyBackDays, className }: { moneyBackDays: number; className?: string }) {
  return (
    <ul className={cn('grid gap-3 text-sm text-ink sm:grid-cols-3', className)} aria-label="Why your payment is safe">
      <li className="flex items-center gap-2 rounded-lg bg-gray-50 px-3 py-2">
        <Lock className="size-4 shrink-0 text-green-700" aria-hidden="true" />
        256-bit SSL Encrypted
      </li>
      <li className="flex items-center gap-2 rounded-lg bg-gray-50 px-3 py-2">
        <ShieldCheck className="size-4 shrink-0 text-green-700" aria-hidden="true" />
        {moneyBackDays}-day money-back guarantee
      </li>
      <li className="flex items-center gap-2 rounded-lg bg-gray-50 px-3 py-2">
        <BadgeCheck className="size-4 shrink-0 text-green-700" aria-hidden="true" />
        Secure payment: Visa, Mastercard, Amex
      </li>
    </ul>
  );
}
