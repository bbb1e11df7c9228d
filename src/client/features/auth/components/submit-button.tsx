import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** A form's full-width submit button, with a spinner and a busy label while the request runs. */
export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" disabled={busy} className="w-full">
      {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {busy ? busyLabel : children}
    </Button>
  );
}
