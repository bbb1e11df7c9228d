import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_ID_PATTERN } from '../../../shared/schemas/results';
import { certificates, payments, user as users } from '../../db/schema';
import { browser } from '../../test-support/accounts';
import { createTestApp, TEST_PUBLIC_URL } from '../../test-support/create-test-app';
import { newCertificateId, normaliseCertificateId } from './certificate-id';
import { NEW_CERTIFICATES_PER_HOUR } from './issue-certificate';
import { paidMember, takeQuiz } from './results-test-kit';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

describe('certificate ids', () => {
  it('are IQC and five groups of four Crockford characters, each of the 20 drawing all 32 symbols (100 random bits)', () => {
    const ids = Array.from({ length: 3000 }, newCertificateId);
    for (const id of ids) expect(id).toMatch(CERTIFICATE_ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
    // A position that drew fewer than its 32 symbols (or a fixed one) would carry fewer random bits. Missing a symbol
    // by chance in 3000 draws has odds of about 32 × (31/32)^3000 ≈ 1e-40.
    const symbols = ids.map((id) => id.slice(4).replaceAll('-', ''));
    for (let position = 0; position < 20; position += 1) {
      expect(new Set(symbols.map((s) => s[position])).size, `position ${position}`).toBe(CROCKFORD.length);
    }
  });

  it('reads an id as Crockford does: any case, I and L as 1, O as 0, the prefix untouched', () => {
    expect(normaliseCertificateId(' iqc-abcd-oilo-1234-wxyz-0000 ')).toBe('IQC-ABCD-0110-1234-WXYZ-0000');
  });
});

describe('POST /api/results/:resultId/certificate', () => {
  it('issues the certificate once: asking again answers the same id', async () => {
    const { browser: b, resultId, score } = await paidMember(t, 'cert.holder@example.com');
    const first = await b.post(`/api/results/${resultId}/certificate`);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      certificateId: expect.stringMatching(CERTIFICATE_ID_PATTERN),
      holderName: 'Cert Holder',
      score,
      testTitle: expect.any(String),
      completedAt: expect.any(String),
      issuedAt: t.clock.now().toISOString(),
      verifyUrl: `${TEST_PUBLIC_URL}/verify/${first.json.certificateId}`,
    });
    t.clock.advance(60_000);
    const again = await b.post(`/api/results/${resultId}/certificate`);
    expect(again.json).toEqual(first.json);
    expect(await t.db.$count(certificates, eq(certificates.resultId, resultId))).toBe(1);
  });

  it('requests at once all get the one certificate', async () => {
    const { browser: b, resultId } = await paidMember(t, 'double.cert@example.com');
    // Enough at once that several read "none yet" before any insert lands; the unique index lets one row in. PGlite
    // runs one query at a time, so it is the PostgreSQL run that shows the race (it fails there without the conflict guard).
    const all = await Promise.all(Array.from({ length: 8 }, () => b.post(`/api/results/${resultId}/certificate`)));
    expect(all.map((res) => res.status)).toEqual(all.map(() => 200));
    expect(new Set(all.map((res) => res.json.certificateId)).size).toBe(1);
    expect(await t.db.$count(certificates, eq(certificates.resultId, resultId))).toBe(1);
  });

  it('gives two results two different ids', async () => {
    const { browser: b, resultId } = await paidMember(t, 'two.results@example.com');
    const second = await takeQuiz(t, b, () => 'wrong');
    const a = await b.post(`/api/results/${resultId}/certificate`);
    const c = await b.post(`/api/results/${second.resultId}/certificate`);
    expect(c.json.certificateId).not.toBe(a.json.certificateId);
    expect(c.json.score).toBe(second.score);
  });

  it('issues a new id after a rename, and the old id still verifies the old name', async () => {
    const { browser: b, resultId, score } = await paidMember(t, 'renamed.person@example.com');
    const before = await b.post(`/api/results/${resultId}/certificate`);
    await t.db.update(users).set({ name: 'Jane Q. Public' }).where(eq(users.email, 'renamed.person@example.com'));
    const after = await b.post(`/api/results/${resultId}/certificate`);
    expect(after.json).toMatchObject({ holderName: 'Jane Q. Public', score });
    expect(after.json.certificateId).not.toBe(before.json.certificateId);
    const old = await browser(t).get(`/api/certificates/${before.json.certificateId}`);
    expect(old.json).toMatchObject({ certificateId: before.json.certificateId, holderName: 'Renamed Person', score });
    const current = await browser(t).get(`/api/certificates/${after.json.certificateId}`);
    expect(current.json.holderName).toBe('Jane Q. Public');
  });

  it('limits new certificates per user and hour; reading one already issued is never counted', async () => {
    const { browser: b, resultId } = await paidMember(t, 'many.names@example.com');
    const other = await paidMember(t, 'other.holder@example.com');
    const rename = (name: string) => t.db.update(users).set({ name }).where(eq(users.email, 'many.names@example.com'));
    for (let i = 0; i < NEW_CERTIFICATES_PER_HOUR; i += 1) {
      await rename(`Name ${i}`);
      expect((await b.post(`/api/results/${resultId}/certificate`)).status, `certificate ${i}`).toBe(200);
    }
    // The last name's certificate exists: asking again, and its PDF, stay free.
    const last = await b.post(`/api/results/${resultId}/certificate`);
    expect(last.status).toBe(200);
    expect((await b.get(`/api/results/${resultId}/certificate.pdf`)).status).toBe(200);

    await rename('One Name Too Many');
    const refused = await b.post(`/api/results/${resultId}/certificate`);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await t.db.$count(certificates, eq(certificates.resultId, resultId))).toBe(NEW_CERTIFICATES_PER_HOUR);
    // Per user: someone else is not affected.
    expect((await other.browser.post(`/api/results/${other.resultId}/certificate`)).status).toBe(200);
    t.clock.advance(3600_000);
    expect((await b.post(`/api/results/${resultId}/certificate`)).json.holderName).toBe('One Name Too Many');
  });
});

describe('GET /api/certificates/:certificateId (public)', () => {
  it('shows anyone only what the certificate shows', async () => {
    const { browser: b, resultId, score } = await paidMember(t, 'public.check@example.com');
    const issued = (await b.post(`/api/results/${resultId}/certificate`)).json;
    const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'public.check@example.com'));
    const res = await browser(t).get(`/api/certificates/${issued.certificateId}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['certificateId', 'completedAt', 'holderName', 'score', 'testTitle']);
    expect(res.json).toEqual({
      certificateId: issued.certificateId,
      holderName: 'Public Check',
      score,
      testTitle: issued.testTitle,
      completedAt: issued.completedAt,
    });
    for (const secret of ['public.check@example.com', owner!.id, resultId]) expect(res.text).not.toContain(secret);
  });

  it('never shows direction controls in a holder name: not saved from the profile, not shown from an older certificate', async () => {
    const { browser: b, resultId } = await paidMember(t, 'bidi.name@example.com');
    const saved = await b.put('/api/me/profile', { name: 'Ann\u202Egnp.exe\u202C Lee\u2066', language: 'en' });
    expect(saved.status).toBe(200);
    expect(saved.json.name).toBe('Anngnp.exe Lee');
    const issued = (await b.post(`/api/results/${resultId}/certificate`)).json;
    expect(issued.holderName).toBe('Anngnp.exe Lee');
    // One stored before names were cleaned.
    await t.db.update(certificates).set({ holderName: '\u202EeoD nhoJ\u200F' }).where(eq(certificates.id, issued.certificateId));
    const shown = await browser(t).get(`/api/certificates/${issued.certificateId}`);
    expect(shown.json.holderName).toBe('eoD nhoJ');
    expect(shown.text).not.toMatch(/\\u202e|\\u200f|\u202E|\u200F/i);
    const onlyControls = await b.put('/api/me/profile', { name: '\u202E\u202C', language: 'en' });
    expect(onlyControls.status).toBe(422);
  });

  it('reads an id typed in lower case', async () => {
    const { browser: b, resultId } = await paidMember(t, 'lower.case@example.com');
    const issued = (await b.post(`/api/results/${resultId}/certificate`)).json;
    const res = await browser(t).get(`/api/certificates/${issued.certificateId.toLowerCase()}`);
    expect(res.json.certificateId).toBe(issued.certificateId);
  });

  it('stops verifying once the holder’s trial is refunded in full (and the PDF is refused too)', async () => {
    const { browser: b, resultId } = await paidMember(t, 'refunded.holder@example.com');
    const issued = (await b.post(`/api/results/${resultId}/certificate`)).json;
    expect((await browser(t).get(`/api/certificates/${issued.certificateId}`)).status).toBe(200);
    // What the ledger records for charge.refunded in full.
    await t.db
      .update(payments)
      .set({ refundedCents: sql`${payments.amountCents}` })
      .where(sql`${payments.purchaseId} in (select id from purchases where email = 'refunded.holder@example.com' and product = 'trial')`);
    const res = await browser(t).get(`/api/certificates/${issued.certificateId}`);
    expect(res.status).toBe(404);
    expect(res.json.error).toMatchObject({ code: 'CERTIFICATE_NOT_FOUND' });
    expect(res.text).not.toContain('Refunded Holder');
    expect((await b.get(`/api/results/${resultId}/certificate.pdf`)).status).toBe(402);
  });

  it('stops verifying a certificate whose account is gone', async () => {
    const { browser: b, resultId } = await paidMember(t, 'deleted.holder@example.com');
    const issued = (await b.post(`/api/results/${resultId}/certificate`)).json;
    await t.db.update(certificates).set({ userId: null }).where(eq(certificates.id, issued.certificateId));
    const res = await browser(t).get(`/api/certificates/${issued.certificateId}`);
    expect(res.status).toBe(404);
    expect(res.json.error).toMatchObject({ code: 'CERTIFICATE_NOT_FOUND' });
  });

  it('answers 404 CERTIFICATE_NOT_FOUND to unknown and malformed ids alike', async () => {
    for (const id of [newCertificateId(), 'IQC-0000-0000-0000-0000-0000', 'IQC-1234', 'hello', randomUUID().slice(0, 36), '%27%20or%201%3D1']) {
      const res = await browser(t).get(`/api/certificates/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.json.error, id).toMatchObject({ code: 'CERTIFICATE_NOT_FOUND' });
    }
  });
});
