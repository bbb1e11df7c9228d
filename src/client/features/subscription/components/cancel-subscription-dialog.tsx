import * as Dialog from '@radix-ui/react-dialog';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { userMessage } from '@/lib/api-error';
import { useCancelSubscription } from '../api/subscription-api';
import { subscriptionView } from '../lib/subscription-view';

/**
 * PRODUCT.md principle 6: cancelling takes two clicks, 'Cancel subscription' and 'Yes, cancel'. `accessUntil` says
 * what the user keeps, so the choice is made knowing it.
 */
export function CancelSubscriptionDialog({ accessUntil }: { accessUntil: string | null }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();

  const onConfirm = () => {
    cancel.mutate(undefined, {
      onSuccess: ({ subscription }) => {
        setOpen(false);
        const charges = subscription ? subscriptionView(subscription, new Date()).charges : null;
        toast.success('Subscription cancelled', { description: charges ?? 'You will not be charged again.' });
      },
      onError: (error) => toast.error('Error', { description: userMessage(error, 'Your subscription could not be cancelled. Please try again.') }),
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <Dialog.Trigger asChild>
        <Button variant="outline">Cancel subscription</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-bold text-ink">Cancel your subscription?</Dialog.Title>
          <Dialog.Description className="text-muted">
            You will not be charged again.
            {accessUntil ? ` You keep full access until ${accessUntil}.` : null}
          </Dialog.Description>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="outline" disabled={cancel.isPending}>
                Keep subscription
              </Button>
            </Dialog.Close>
            <Button className="bg-red-700 hover:bg-red-800" disabled={cancel.isPending} onClick={onConfirm}>
              {cancel.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              {cancel.isPending ? 'Cancelling...' : 'Yes, cancel'}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
