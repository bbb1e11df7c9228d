import { Copy } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { userMessage } from '@/lib/api-error';
import { useReferral } from '../api/use-referral';
import { referralLink } from '../lib/referral-link';

/**
 * The user's referral link (spec §7) with a Copy button. When the browser refuses the clipboard, the link is
 * selected in its field and the page says how to copy it by hand.
 */
export function ReferralLinkBox() {
  const referral = useReferral();
  const input = useRef<HTMLInputElement>(null);
  const [copyRefused, setCopyRefused] = useState(false);

  if (referral.isPending) {
    return (
      <div role="status">
        <span className="sr-only">Loading your referral link...</span>
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  if (referral.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-sm text-red-700">{userMessage(referral.error, 'Your referral link could not be loaded. Please try again.')}</p>
        <Button variant="outline" onClick={() => void referral.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const link = referralLink(window.location.origin, referral.data.code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopyRefused(false);
      toast.success('Link copied', { description: 'Share it with a friend.' });
    } catch {
      setCopyRefused(true);
      input.current?.focus();
      input.current?.select();
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="referral-link">Your referral link</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id="referral-link" ref={input} readOnly value={link} onFocus={(event) => event.currentTarget.select()} className="font-mono text-sm" />
        <Button type="button" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
      {copyRefused ? (
        <p role="alert" className="text-sm text-ink">
          Your browser did not allow copying. The link is selected: copy it with Ctrl+C (⌘+C on a Mac), or press and hold it on a phone.
        </p>
      ) : null}
      <p className="text-sm text-muted">
        Friends who paid through your link: <span className="font-semibold text-ink">{referral.data.referredCount}</span>
      </p>
    </div>
  );
}
