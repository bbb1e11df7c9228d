import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_COPY, SiteCopySchema } from '../../../shared/schemas/site';
import { siteSettings } from '../../db/schema';
import { browser } from '../../test-support/accounts';
import { createTestApp } from '../../test-support/create-test-app';
import { SITE_COPY_KEY, siteCopyFrom } from './get-site-copy';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  await t.db.delete(siteSettings).where(eq(siteSettings.key, SITE_COPY_KEY));
});

async function storeCopy(value: Record<string, unknown>) {
  await t.db
    .insert(siteSettings)
    .values({ key: SITE_COPY_KEY, value, updatedAt: t.clock.now() })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}

const siteCopy = async () => (await browser(t).get('/api/site/copy')).json;

describe('GET /api/site/copy', () => {
  it('answers the defaults when nothing is stored', async () => {
    expect(await siteCopy()).toEqual(DEFAULT_SITE_COPY);
  });

  it('drops only the stored field that no longer validates: the contact address and the rest stay', async () => {
    await storeCopy({
      contactEmail: 'help@operator.example',
      moneyBackDays: 'thirty',
      liveChatUrl: 'https://chat.operator.example/',
      socialLinks: [{ network: 'x', url: 'https://x.com/operator' }],
    });
    expect(await siteCopy()).toEqual({
      ...DEFAULT_SITE_COPY,
      contactEmail: 'help@operator.example',
      liveChatUrl: 'https://chat.operator.example/',
      socialLinks: [{ network: 'x', url: 'https://x.com/operator' }],
    });
  });

  it('never hands out a javascript: link: the stored field falls back to its default, the others stay', async () => {
    await storeCopy({
      contactEmail: 'help@operator.example',
      liveChatUrl: 'javascript:alert(document.cookie)',
      socialLinks: [{ network: 'facebook', url: 'javascript:alert(1)' }],
    });
    const copy = await siteCopy();
    expect(copy).toMatchObject({ contactEmail: 'help@operator.example', liveChatUrl: null, socialLinks: [] });
    expect(JSON.stringify(copy)).not.toContain('javascript');
  });

  it('ignores a stored value that is not an object', () => {
    for (const stored of [null, 'copy', 42, ['contactEmail']]) expect(siteCopyFrom(stored)).toEqual(DEFAULT_SITE_COPY);
  });
});

describe('SiteCopySchema links', () => {
  const withLinks = (liveChatUrl: string | null, url = 'https://x.com/operator') =>
    SiteCopySchema.safeParse({ ...DEFAULT_SITE_COPY, liveChatUrl, socialLinks: [{ network: 'x', url }] });

  it('takes http and https addresses', () => {
    expect(withLinks('https://chat.example/', 'http://x.example/me').success).toBe(true);
    expect(withLinks(null).success).toBe(true);
  });

  it('refuses javascript:, data: and other schemes for the live chat and the social links', () => {
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://files.example/', 'mailto:a@b.example']) {
      expect(withLinks(bad).success, `liveChatUrl ${bad}`).toBe(false);
      expect(withLinks(null, bad).success, `socialLinks ${bad}`).toBe(false);
    }
    expect(withLinks('not a url').success).toBe(false);
  });
});
