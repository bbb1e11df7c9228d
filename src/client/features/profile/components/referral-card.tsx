import type { Dashboard } from '@shared/schemas/member';
import { Copy, Users } from 'lucide-react';
import { useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The user's referral link (origin/?ref={code}) and how many referred friends have paid. */
export function ReferralCard({ referral }: { referral: Dashboard['referral'] }) {
  const input = useRef<HTMLInputElement>(null);
  const link = `${window.location.origin}/?ref=${encodeURIComponent(referral.code)}`;

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied', { description: 'Share it with your friends.' });
    } catch {
      // No clipboard permission (or an old browser): leave the link selected for the user to copy.
      input.current?.select();
      toast.error('Could not copy the link', { description: 'It is selected: copy it with your keyboard or the menu.' });
    }
  };

  return (
    <Card className="flex flex-col gap-4 p-6" role="region" aria-labelledby="referral-heading">
      <h2 id="referral-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Users className="size-5 text-brand-700" aria-hidden="true" />
        Invite friends
      </h2>
      <p className="font-medium">Friends referred: {referral.referredCount.toLocaleString('en-US')}</p>
      <p className="text-sm text-muted">A friend counts once they take the test and start their trial through your link.</p>
      <div className="flex flex-col gap-2">
        <Label htmlFor="referral-link">Your referral link</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input ref={input} id="referral-link" value={link} readOnly className="bg-gray-50 text-sm" onFocus={(e) => e.currentTarget.select()} />
          <Button type="button" variant="outline" className="h-12 shrink-0" onClick={() => void onCopy()}>
            <Copy aria-hidden="true" />
            Copy
          </Button>
        </div>
      </div>
    </Card>
  );
}
