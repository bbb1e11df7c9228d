import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { attachmentName, downloadFile } from './download-file';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const OPTIONS = { fallbackName: 'file.pdf', startedText: 'On its way.', failedText: 'Could not download.' };

/** The bits of the DOM downloadFile touches, recording the anchor it clicks. */
function fakeDocument() {
  const clicked: { href: string; download: string }[] = [];
  const anchor = { href: '', download: '', click: () => clicked.push({ href: anchor.href, download: anchor.download }), remove: vi.fn() };
  vi.stubGlobal('document', { createElement: () => anchor, body: { append: vi.fn() } });
  return clicked;
}

describe('attachmentName', () => {
  it('reads filename*, then filename, then falls back', () => {
    expect(attachmentName(`attachment; filename="a.pdf"; filename*=UTF-8''IQ%20r%C3%A9sum%C3%A9.pdf`, 'x.pdf')).toBe('IQ résumé.pdf');
    expect(attachmentName('attachment; filename="iq-report.pdf"', 'x.pdf')).toBe('iq-report.pdf');
    expect(attachmentName('attachment', 'x.pdf')).toBe('x.pdf');
    expect(attachmentName(null, 'x.pdf')).toBe('x.pdf');
  });
});

describe('downloadFile', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('saves the file under the server-given name and only then says the download started', async () => {
    const clicked = fakeDocument();
    const headers = { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="iq-certificate-IQC-1.pdf"' };
    vi.stubGlobal('fetch', vi.fn(async () => new Response('%PDF-1.7', { status: 200, headers })));
    await expect(downloadFile('/api/results/r1/certificate.pdf', OPTIONS)).resolves.toBe(true);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('iq-certificate-IQC-1.pdf');
    expect(clicked[0]?.href).toMatch(/^blob:/);
    expect(toast.success).toHaveBeenCalledWith('Download Started', { description: 'On its way.' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("tells the server's refusal in an error toast and saves nothing", async () => {
    const clicked = fakeDocument();
    const body = JSON.stringify({ error: { code: 'RESULT_LOCKED', message: 'locked' } });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status: 402, headers: { 'content-type': 'application/json' } })));
    await expect(downloadFile('/api/results/r1/report.pdf', OPTIONS)).resolves.toBe(false);
    expect(clicked).toEqual([]);
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Download failed', { description: 'Unlock your result to see your score, certificate and report.' });
  });

  it('words a network failure, and uses the caller’s wording when there is nothing specific', async () => {
    fakeDocument();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await expect(downloadFile('/x.pdf', OPTIONS)).resolves.toBe(false);
    expect(toast.error).toHaveBeenLastCalledWith('Download failed', { description: 'Network error. Please check your connection and try again.' });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })));
    await expect(downloadFile('/x.pdf', OPTIONS)).resolves.toBe(false);
    expect(toast.error).toHaveBeenLastCalledWith('Download failed', { description: 'Could not download.' });
  });
});
