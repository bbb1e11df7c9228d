import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPreferences } from '../../db/schema';
import { browser, signedInAs } from '../../test-support/accounts';
import { createTestApp } from '../../test-support/create-test-app';
import { PROFILE_UPDATES_PER_HOUR } from './update-profile';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/api/me/profile', () => {
  it('reads the account name and e-mail, and English until a language is chosen', async () => {
    const { browser: b, email } = await signedInAs(t, 'user');
    const res = await b.get('/api/me/profile');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ name: 'Test User', email, language: 'en' });
  });

  it('saves the name and the language; the profile, /api/me and the session read them back', async () => {
    const { browser: b, email, userId } = await signedInAs(t, 'user');
    const saved = await b.put('/api/me/profile', { name: '  Jane Roe ', language: 'fr' });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ name: 'Jane Roe', email, language: 'fr' });
    expect((await b.get('/api/me/profile')).json).toEqual({ name: 'Jane Roe', email, language: 'fr' });
    expect((await b.get('/api/me')).json.user).toMatchObject({ name: 'Jane Roe', email });
    expect((await b.get('/api/session')).json).toMatchObject({ me: { user: { name: 'Jane Roe' } } });
    expect(await t.db.select({ language: userPreferences.language }).from(userPreferences).where(eq(userPreferences.userId, userId))).toEqual([
      { language: 'fr' },
    ]);

    expect((await b.put('/api/me/profile', { name: 'Jane Roe', language: 'es' })).json.language).toBe('es');
    expect((await b.get('/api/me/profile')).json.language).toBe('es');
  });

  it('refuses an empty name or an unknown language with 422 and the dialog’s wording, changing nothing', async () => {
    const { browser: b, email } = await signedInAs(t, 'user');
    const empty = await b.put('/api/me/profile', { name: '   ', language: 'en' });
    expect(empty.status).toBe(422);
    expect(empty.json.error).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'name', message: 'Please enter your name' }] });
    const long = await b.put('/api/me/profile', { name: 'x'.repeat(81), language: 'en' });
    expect(long.json.error.issues).toEqual([{ path: 'name', message: 'Please keep your name under 80 characters' }]);
    const language = await b.put('/api/me/profile', { name: 'Jane', language: 'de' });
    expect(language.status).toBe(422);
    expect(language.json.error.issues[0].path).toBe('language');
    expect((await b.get('/api/me/profile')).json).toEqual({ name: 'Test User', email, language: 'en' });
  });

  it('limits saves per user and hour with 429 RATE_LIMITED, changing nothing', async () => {
    const { browser: b, email } = await signedInAs(t, 'user');
    const other = await signedInAs(t, 'user');
    for (let i = 0; i < PROFILE_UPDATES_PER_HOUR; i += 1) {
      expect((await b.put('/api/me/profile', { name: `Name ${i}`, language: 'en' })).status, `save ${i}`).toBe(200);
    }
    const refused = await b.put('/api/me/profile', { name: 'One Too Many', language: 'fr' });
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await b.get('/api/me/profile')).json).toEqual({ name: `Name ${PROFILE_UPDATES_PER_HOUR - 1}`, email, language: 'en' });
    // Per user: someone else is not affected.
    expect((await other.browser.put('/api/me/profile', { name: 'Someone Else', language: 'en' })).status).toBe(200);
    t.clock.advance(3600_000);
    expect((await b.put('/api/me/profile', { name: 'Back Again', language: 'fr' })).status).toBe(200);
  });

  it('refuses signed-out visitors with 401', async () => {
    const anonymous = browser(t);
    expect((await anonymous.get('/api/me/profile')).status).toBe(401);
    expect((await anonymous.put('/api/me/profile', { name: 'Someone', language: 'en' })).status).toBe(401);
  });
});
