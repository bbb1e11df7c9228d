import { ApiError, parseResponse } from '@/lib/api-error';

/** The name the server gave the attachment (Content-Disposition), else `fallback`. */
function attachmentName(res: Response, fallback: string): string {
  const header = res.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/**
 * Downloads a file the API serves as an attachment. It is fetched first, so a refusal (a result locked since the
 * page loaded, a network failure) surfaces as an ApiError for the caller to word, instead of a saved error page.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError('NETWORK', 'The request did not reach the server', 0);
  }
  if (!res.ok) await parseResponse(res);
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = attachmentName(res, fallbackName);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser the moment it needs to start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
