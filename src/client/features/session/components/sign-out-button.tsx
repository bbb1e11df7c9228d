import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useSignOut } from '../hooks/use-sign-out';

interface SignOutButtonProps extends Omit<ButtonProps, 'onClick' | 'asChild'> {
  /** Where to go once signed out. */
  redirectTo: string;
}

/** Signs out (with spec §4's toast) and leaves the page, which may be one only a signed-in user can see. */
export function SignOutButton({ redirectTo, disabled, ...props }: SignOutButtonProps) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    if (await signOut()) void navigate(redirectTo);
    else setBusy(false);
  };

  return (
    <Button type="button" disabled={busy || disabled} onClick={() => void onClick()} {...props}>
      <LogOut aria-hidden="true" />
      {busy ? 'Signing out...' : 'Sign Out'}
    </Button>
  );
}
