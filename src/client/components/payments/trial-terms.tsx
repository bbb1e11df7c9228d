import { trialTermsText } from '@shared/payments/trial-terms';
import { cn } from '@/lib/cn';

/** PRODUCT.md principle 6, beside the pay button: `todayCents` is what is charged today (offer, list or promo price). */
export function TrialTerms({ todayCents, className }: { todayCents: number; className?: string }) {
  return <p className={cn('text-center text-xs leading-relaxed text-muted', className)}>{trialTermsText(todayCents)}</p>;
}
