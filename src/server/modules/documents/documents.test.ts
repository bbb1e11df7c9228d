import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, user as users } from '../../db/schema';
import { browser } from '../../test-support/accounts';
import { createTestApp } from '../../test-support/create-test-app';
import { paidMember, unpaidMember } from '../results/results-test-kit';
import { download, oneLine, readPdf } from './pdf-test-kit';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: Awaited<ReturnType<typeof paidMember>>;
let other: Awaited<ReturnType<typeof paidMember>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await paidMember(t, 'jane.doe@example.com');
  other = await paidMember(t, 'other.person@example.com', (_, i) => (i % 2 ? 'right' : 'wrong'));
});
afterAll(() => t.close());

function expectPdfAttachment(res: Awaited<ReturnType<typeof download>>, filename: RegExp) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="${filename.source}"$`));
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(new TextDecoder().decode(res.bytes.slice(0, 5))).toBe('%PDF-');
}

const setName = (email: string, name: string) => t.db.update(users).set({ name }).where(eq(users.email, email));

describe('GET /api/results/:resultId/certificate.pdf', () => {
  it('downloads the certificate the page shows: holder, score, id and verify address', async () => {
    const issued = await owner.browser.post(`/api/results/${owner.resultId}/certificate`);
    expect(issued.status).toBe(200);
    const { certificateId, verifyUrl, holderName } = issued.json;
    const res = await download(t, owner.browser, `/api/results/${owner.resultId}/certificate.pdf`);
    expectPdfAttachment(res, new RegExp(`iq-certificate-${certificateId}\\.pdf`));
    const pdf = await readPdf(res.bytes);
    expect(holderName).toBe('Jane Doe');
    for (const expected of ['Certificate of Achievement', 'Jane Doe', String(owner.score), certificateId, 'March 10, 2026']) {
      expect(pdf.text).toContain(expected);
    }
    expect(verifyUrl).toBe(`http://localhost:3000/verify/${certificateId}`);
    expect(pdf.text).toContain(`Verify at ${verifyUrl}`);
  });

  it('prints a name in Latin, Greek and Cyrillic letters, and a character the font lacks as "?"', async () => {
    const member = await paidMember(t, 'named.member@example.com');
    await setName('named.member@example.com', 'Željka Ωmega Дмитрий 字');
    const res = await download(t, member.browser, `/api/results/${member.resultId}/certificate.pdf`);
    expectPdfAttachment(res, /iq-certificate-IQC(-[0-9A-Z]{4}){5}\.pdf/);
    const pdf = await readPdf(res.bytes);
    expect(pdf.text).toContain('Željka Ωmega Дмитрий ?');
    // The PDF's id is the one the public check confirms, under the new name.
    const id = /IQC(-[0-9A-Z]{4}){5}/.exec(res.headers.get('content-disposition')!)![0];
    expect((await browser(t).get(`/api/certificates/${id}`)).json).toMatchObject({ holderName: 'Željka Ωmega Дмитрий 字' });
  });

  it("answers another user's result like an unknown one: 404 RESULT_NOT_FOUND", async () => {
    for (const id of [other.resultId, randomUUID()]) {
      const res = await download(t, owner.browser, `/api/results/${id}/certificate.pdf`);
      expect(res.status).toBe(404);
      expect(res.json.error).toMatchObject({ code: 'RESULT_NOT_FOUND' });
    }
  });

  it('refuses a locked result with 402 RESULT_LOCKED', async () => {
    const unpaid = await unpaidMember(t, 'not.paid@example.com');
    for (const path of [`/api/results/${unpaid.resultId}/certificate.pdf`, `/api/results/${unpaid.resultId}/report.pdf`]) {
      const res = await download(t, unpaid.browser, path);
      expect(res.status).toBe(402);
      expect(res.json.error).toMatchObject({ code: 'RESULT_LOCKED' });
    }
  });
});

describe('GET /api/results/:resultId/report.pdf', () => {
  it('downloads the whole report: score, band, percentile; the sections not bought are offered, not shown', async () => {
    const report = (await owner.browser.get(`/api/results/${owner.resultId}/report`)).json;
    expect(report.sections.extendedAnalysis.owned).toBe(false);
    const res = await download(t, owner.browser, `/api/results/${owner.resultId}/report.pdf`);
    expectPdfAttachment(res, /iq-report-2026-03-10\.pdf/);
    const pdf = await readPdf(res.bytes);
    for (const expected of [
      'IQ Report',
      'Jane Doe',
      String(owner.score),
      report.band,
      `Higher than ${report.percentile}% of people`,
      `Top ${report.topPercent}%`,
      'EXTENDED ANALYSIS REPORT is not included in your report. You can add it for $7.99 at http://localhost:3000/profile/report.',
    ]) {
      expect(pdf.text).toContain(expected);
    }
    for (const recommendation of report.recommendations) expect(pdf.text).toContain(oneLine(recommendation.text));
    expect(pdf.text).not.toContain('Accuracy');
  });

  it('prints a section once the user owns it', async () => {
    const member = await paidMember(t, 'extended.buyer@example.com');
    const bought = await member.browser.post('/api/payments/upsells', { upsellType: 'extended' });
    expect(bought.json).toMatchObject({ status: 'paid' });
    const section = (await member.browser.get(`/api/results/${member.resultId}/report`)).json.sections.extendedAnalysis;
    expect(section.owned).toBe(true);
    const pdf = await readPdf((await download(t, member.browser, `/api/results/${member.resultId}/report.pdf`)).bytes);
    expect(pdf.text).toContain(`Accuracy ${section.content.accuracyPercent}%`);
    for (const insight of section.content.insights) expect(pdf.text).toContain(oneLine(insight));
    expect(pdf.text).not.toContain('EXTENDED ANALYSIS REPORT is not included');
    expect(pdf.text).toContain('Cognitive Analysis Report is not included');
  });

  it("answers another user's result with 404 RESULT_NOT_FOUND", async () => {
    const res = await download(t, other.browser, `/api/results/${owner.resultId}/report.pdf`);
    expect(res.status).toBe(404);
    expect(res.json.error).toMatchObject({ code: 'RESULT_NOT_FOUND' });
  });
});

describe('GET /api/receipts/:paymentId', () => {
  it("downloads the receipt of the user's own payment", async () => {
    const [payment] = (await owner.browser.get('/api/payments/history')).json.payments;
    const res = await download(t, owner.browser, `/api/receipts/${payment.id}`);
    expectPdfAttachment(res, new RegExp(`receipt-2026-03-10-${payment.id.slice(0, 8)}\\.pdf`));
    const pdf = await readPdf(res.bytes);
    for (const expected of ['Official IQ Test Online', 'Receipt', 'jane.doe@example.com', payment.id, 'Status Paid', 'Total paid $1.00']) {
      expect(pdf.text).toContain(expected);
    }
    expect(pdf.text).toContain(`${payment.description} $1.00`);
  });

  it('shows what was refunded of a payment', async () => {
    const member = await paidMember(t, 'partly.refunded@example.com');
    const [payment] = (await member.browser.get('/api/payments/history')).json.payments;
    // As the ledger records a partial refund reported by the provider.
    await t.db.update(payments).set({ refundedCents: 40 }).where(eq(payments.id, payment.id));
    const pdf = await readPdf((await download(t, member.browser, `/api/receipts/${payment.id}`)).bytes);
    expect(pdf.text).toContain('Refunded −$0.40');
    expect(pdf.text).toContain('Net paid $0.60');
    expect(pdf.text).toContain('partly.refunded@example.com');
  });

  it("answers another user's payment like an unknown one: 404 PAYMENT_NOT_FOUND; a malformed id is refused", async () => {
    const [theirs] = (await other.browser.get('/api/payments/history')).json.payments;
    for (const id of [theirs.id, randomUUID()]) {
      const res = await download(t, owner.browser, `/api/receipts/${id}`);
      expect(res.status).toBe(404);
      expect(res.json.error).toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
    }
    expect((await download(t, owner.browser, '/api/receipts/not-a-uuid')).status).toBe(422);
  });
});

describe('signed out', () => {
  it('answers 401 to every document', async () => {
    const [payment] = (await owner.browser.get('/api/payments/history')).json.payments;
    for (const path of [
      `/api/results/${owner.resultId}/certificate.pdf`,
      `/api/results/${owner.resultId}/report.pdf`,
      `/api/receipts/${payment.id}`,
    ]) {
      const res = await download(t, null, path);
      expect(res.status).toBe(401);
      expect(res.json.error).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });
});
