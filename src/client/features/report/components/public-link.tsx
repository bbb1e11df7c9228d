import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The shared address, to open or to copy by hand when the clipboard refused. */
export function PublicLink({ url, copyByHand }: { url: string; copyByHand: boolean }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{copyByHand ? 'Copy this link to share your certificate' : 'Your certificate’s public page'}</Label>
      <Input id={id} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      <a href={url} target="_blank" rel="noreferrer" className="text-sm font-medium text-brand-700 underline underline-offset-2">
        Open the public page
      </a>
    </div>
  );
}
