import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactElement, useState } from 'react';
import { Button } from '@/components/ui/button';
import { userMessage } from '@/lib/api-error';
import { useProfile } from '../api/use-profile';
import { ProfileForm } from './profile-form';

/** The profile dialog (member-area §2 /tests, PRODUCT.md "Profile dialog"): name and language, saved for real. */
export function ProfileDialog({ trigger }: { trigger: ReactElement }) {
  const [open, setOpen] = useState(false);
  const profile = useProfile({ enabled: open });

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-ink">Profile settings</Dialog.Title>
            <Dialog.Close asChild>
              <Button type="button" variant="ghost" size="icon" className="-mt-2 -mr-2">
                <X aria-hidden="true" />
                <span className="sr-only">Close</span>
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-muted">Your name appears on your dashboard and on new certificates.</Dialog.Description>
          {profile.isPending ? (
            <p role="status" className="text-sm text-muted">
              Loading your profile...
            </p>
          ) : profile.isError ? (
            <div role="alert" className="flex flex-col items-start gap-3">
              <p className="text-sm text-red-700">{userMessage(profile.error, 'Your profile could not be loaded. Please try again.')}</p>
              <Button type="button" variant="outline" onClick={() => void profile.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <ProfileForm profile={profile.data} onSaved={() => setOpen(false)} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
