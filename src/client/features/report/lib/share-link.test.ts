import { describe, expect, it, vi } from 'vitest';
import { shareLink } from './share-link';

const data = { title: 'My IQ certificate', text: 'I scored 112', url: 'https://iq.example/verify/IQC-1' };

function fakeNavigator(parts: { share?: () => Promise<void>; writeText?: () => Promise<void> }): Navigator {
  return { share: parts.share, clipboard: { writeText: parts.writeText ?? vi.fn().mockRejectedValue(new Error('denied')) } } as unknown as Navigator;
}

describe('shareLink', () => {
  it('uses the platform share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    await expect(shareLink(data, fakeNavigator({ share, writeText }))).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the user closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    const writeText = vi.fn();
    await expect(shareLink(data, fakeNavigator({ share, writeText }))).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no share sheet, or the share was refused', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    await expect(shareLink(data, fakeNavigator({ writeText }))).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
    const refused = vi.fn().mockRejectedValue(new DOMException('no activation', 'NotAllowedError'));
    await expect(shareLink(data, fakeNavigator({ share: refused, writeText }))).resolves.toBe('copied');
  });

  it('says it failed when neither works, so the page shows the link to copy by hand', async () => {
    await expect(shareLink(data, fakeNavigator({}))).resolves.toBe('failed');
  });
});
