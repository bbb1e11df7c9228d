import { toast } from 'sonner';
import { ApiError, parseResponse, userMessage } from '@/lib/api-error';

/** The name the server gave the attachment (Content-Disposition, RFC 6266 filename* first), else `fallback`. */
export function attachmentName(contentDisposition: string | null, fallback: string): string {
  const header = contentDisposition ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: the plain filename (or the fallback) still names the file.
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

export interface DownloadOptions {
  /** Used when the server names no file. */
  fallbackName: string;
  /** The success toast's description, e.g. 'Your certificate is downloading.' */
  startedText?: string;
  /** The error toast's wording when the failure has nothing more specific to say. */
  failedText: string;
}

async function fetchAttachment(url: string): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError('NETWORK', 'The request did not reach the server', 0);
  }
  if (!res.ok) await parseResponse(res);
  return res;
}

/**
 * Downloads a file the API serves as an attachment and says so (spec §8 'Download Started') only once it has
 * arrived. It is fetched first, so a refusal (a result locked since the page loaded, a network failure) is told in
 * an error toast instead of being saved as an error page. Resolves true when the file was handed to the browser.
 */
export async function downloadFile(url: string, options: DownloadOptions): Promise<boolean> {
  let res: Response;
  let blob: Blob;
  try {
    res = await fetchAttachment(url);
    blob = await res.blob();
  } catch (error) {
    toast.error('Download failed', { description: userMessage(error, options.failedText) });
    return false;
  }
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = attachmentName(res.headers.get('content-disposition'), options.fallbackName);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser reads the blob after the click returns; release it once it surely has.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  toast.success('Download Started', options.startedText ? { description: options.startedText } : undefined);
  return true;
}
