import { CircleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import type { KnownEmail } from '../hooks/use-known-email';
import { CONFIRM_MESSAGES, checkConfirmation } from '../lib/check-confirmation';

const MESSAGE_ID = 'confirm-email-message';

/**
 * Spec §2, §5, §8: the known address read-only, the same address typed again, 'Confirm Email' (Enter submits;
 * disabled while empty or busy), then /upsell-1.
 */
export function ConfirmEmailForm({ known }: { known: Exclude<KnownEmail, { status: 'none' }> }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const busy = known.status === 'loading';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (known.status === 'loading') return;
    if (known.status === 'error') {
      setMessage(CONFIRM_MESSAGES.unexpected);
      known.retry();
      return;
    }
    const problem = checkConfirmation(known.email, typed);
    setMessage(problem);
    if (!problem) void navigate(paths.upsell1);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor="known-email">Your email address</Label>
        <Input
          id="known-email"
          type="email"
          readOnly
          value={known.status === 'known' ? known.email : ''}
          placeholder={known.status === 'loading' ? 'Loading...' : 'Could not be loaded'}
          className="bg-gray-50 font-medium"
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="confirm-email">Re-enter your email address</Label>
        <Input
          id="confirm-email"
          type="email"
          autoComplete="off"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? MESSAGE_ID : undefined}
        />
      </div>
      {message ? (
        <Alert variant="error" id={MESSAGE_ID}>
          <CircleAlert aria-hidden="true" />
          <p>{message}</p>
        </Alert>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={typed === '' || busy}>
        Confirm Email
      </Button>
    </form>
  );
}
