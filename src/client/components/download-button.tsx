import { Download, LoaderCircle, type LucideIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { type DownloadOptions, downloadFile } from '@/lib/download-file';

interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'asChild' | 'children'>, DownloadOptions {
  url: string;
  icon?: LucideIcon;
  children: ReactNode;
}

/**
 * A button that downloads an API attachment (see downloadFile). While the file is on its way it shows a spinner and
 * ignores further presses; it stays focusable (aria-disabled, not disabled) so keyboard users keep their place.
 */
export function DownloadButton({ url, fallbackName, startedText, failedText, icon: Icon = Download, children, ...props }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await downloadFile(url, { fallbackName, startedText, failedText });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button type="button" {...props} aria-disabled={busy || undefined} aria-busy={busy || undefined} onClick={() => void onClick()}>
      {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Icon aria-hidden="true" />}
      {children}
    </Button>
  );
}
