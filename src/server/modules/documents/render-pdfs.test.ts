import { describe, expect, it } from 'vitest';
import type { Certificate, Report } from '../../../shared/schemas/results';
import type { Receipt } from './get-receipt';
import { oneLine, readPdf } from './pdf-test-kit';
import { renderCertificatePdf } from './render-certificate-pdf';
import { renderReceiptPdf } from './render-receipt-pdf';
import { formatDuration, renderReportPdf } from './render-report-pdf';

const certificate: Certificate = {
  certificateId: 'IQC-7K3M-Q9ZX-2B4N-HP6R-T8VW',
  holderName: 'Jane Doe',
  score: 124,
  testTitle: 'IQ Test',
  completedAt: '2026-03-10T12:00:00.000Z',
  issuedAt: '2026-03-10T12:05:00.000Z',
  verifyUrl: 'https://iq.example.com/verify/IQC-7K3M-Q9ZX-2B4N-HP6R-T8VW',
};

const offer = (upsellType: 'extended' | 'cognitive-analysis-report' | 'cognitive-growth-retention', name: string) =>
  ({ owned: false, upsellType, name, priceCents: 799 }) as const;

function sampleReport(sections: Partial<Report['sections']> = {}, recommendations = 2): Report {
  return {
    result: {
      id: '0b9f4c52-7d0e-4f5e-9d65-2f0f4a1f2c11',
      testTitle: 'IQ Test',
      testType: 'iq',
      completedAt: '2026-03-10T12:00:00.000Z',
      timeTakenSeconds: 1385,
      paymentStatus: 'completed',
      unlocked: true,
      iqScore: 117,
    },
    holderName: 'Željka Ωmega Дмитрий',
    band: 'High Average',
    percentile: 84,
    topPercent: 16,
    timeLimitSeconds: 2400,
    bars: { processingSpeed: { label: 'Fast', percent: 85 }, problemSolving: { label: 'Strong', percent: 90 } },
    population: [
      { band: 'Very Superior', sharePercent: 2, isYou: false },
      { band: 'Superior', sharePercent: 7, isYou: false },
      { band: 'High Average', sharePercent: 16, isYou: true },
    ],
    domains: [
      { key: 'fluid_reasoning', label: 'Fluid Reasoning', correct: 7, total: 8, percent: 88 },
      { key: 'working_memory', label: 'Working Memory', correct: 2, total: 6, percent: 33 },
    ],
    recommendations: Array.from({ length: recommendations }, (_, i) => ({
      domain: 'working_memory' as const,
      kind: i === 0 ? ('strength' as const) : ('growth' as const),
      title: `Recommendation number ${i + 1}`,
      text: `Practise digit span for recommendation ${i + 1}: repeat a list of digits backwards and add one digit each time you succeed, a few minutes every day.`,
    })),
    sections: {
      extendedAnalysis: offer('extended', 'EXTENDED ANALYSIS REPORT'),
      cognitiveAnalysis: offer('cognitive-analysis-report', 'Cognitive Analysis Report'),
      growthPackage: offer('cognitive-growth-retention', 'Cognitive Growth Package'),
      ...sections,
    },
  };
}

const receipt: Receipt = {
  paymentId: '5d1e8a8e-3f43-4c1b-a9a4-6d2b2b7f0e90',
  providerPaymentId: 'pi_sandbox_123',
  createdAt: '2026-03-10T12:00:00.000Z',
  description: 'IQ Score, Certificate and Full Report',
  amountCents: 1999,
  refundedCents: 500,
  currency: 'usd',
  status: 'completed',
  buyerEmail: 'jane.doe@example.com',
};

describe('renderCertificatePdf', () => {
  it('prints the holder, score, date, id and verify address on one A4 landscape page', async () => {
    const pdf = await readPdf(await renderCertificatePdf(certificate));
    expect(pdf.pages).toBe(1);
    for (const expected of ['Certificate of Achievement', 'Jane Doe', '124', 'IQ Test', 'March 10, 2026', certificate.certificateId]) {
      expect(pdf.text).toContain(expected);
    }
    expect(pdf.text).toContain(`Verify at ${certificate.verifyUrl}`);
  });

  it('prints names in Latin, Greek and Cyrillic letters, and a character the font lacks as "?"', async () => {
    const pdf = await readPdf(await renderCertificatePdf({ ...certificate, holderName: 'Željka Ωmega Дмитрий 字' }));
    expect(pdf.text).toContain('Željka Ωmega Дмитрий ?');
    expect(pdf.text).not.toContain('字');
  });

  it('prints Latin letters correctly after a document drew Cyrillic letters built from them', async () => {
    // DejaVu draws Cyrillic 'р' and 'е' from the Latin glyphs; the faces are shared by every document of the process.
    await renderCertificatePdf({ ...certificate, holderName: 'Дмитрий Петров' });
    const pdf = await readPdf(await renderCertificatePdf({ ...certificate, holderName: 'Pepper Popper' }));
    expect(pdf.text).toContain('Pepper Popper');
  });

  it('keeps a very long name on the page by shrinking it', async () => {
    const long = 'Maximiliana Alexandrina Konstantinopoulou-Wolfeschlegelsteinhausenbergerdorff';
    expect((await readPdf(await renderCertificatePdf({ ...certificate, holderName: long }))).text).toContain(long);
  });
});

describe('renderReportPdf', () => {
  const addSectionsUrl = 'https://iq.example.com/profile/report';

  it('prints the summary, bars, population, domains and recommendations, and offers the sections not owned', async () => {
    const pdf = await readPdf(await renderReportPdf({ report: sampleReport(), addSectionsUrl }));
    for (const expected of [
      'Željka Ωmega Дмитрий',
      '117',
      'High Average',
      'Higher than 84% of people',
      'Top 16%',
      '23 min 5 s of 40 min',
      'March 10, 2026',
      'Processing Speed Fast',
      'Problem Solving Strong',
      'High Average (your category) 16% of people',
      'Fluid Reasoning 7 of 8 correct (88%)',
      'Recommendation number 1 · Strength',
      oneLine(sampleReport().recommendations[1]!.text),
      `EXTENDED ANALYSIS REPORT is not included in your report. You can add it for $7.99 at ${addSectionsUrl}.`,
      `Cognitive Growth Package is not included in your report.`,
    ]) {
      expect(pdf.text).toContain(expected);
    }
  });

  it('prints the content of the sections owned, and no offer for them', async () => {
    const report = sampleReport({
      cognitiveAnalysis: {
        owned: true,
        content: {
          summary: 'Your strongest domain is fluid reasoning.',
          domains: [
            { key: 'fluid_reasoning', label: 'Fluid Reasoning', correct: 7, total: 8, percent: 88, weight: 1.3, level: 'strength', description: 'You spot rules quickly.' },
          ],
        },
      },
      growthPackage: {
        owned: true,
        content: { focus: ['working_memory'], weeks: [{ week: 1, focus: 'Digit span', exercises: ['Repeat six digits backwards.'] }] },
      },
    });
    const pdf = await readPdf(await renderReportPdf({ report, addSectionsUrl }));
    for (const expected of ['Your strongest domain is fluid reasoning.', 'Fluid Reasoning · Strength', 'You spot rules quickly.', 'Focus: Working Memory', 'Week 1: Digit span', '• Repeat six digits backwards.']) {
      expect(pdf.text).toContain(expected);
    }
    expect(pdf.text).not.toContain('Cognitive Analysis Report is not included');
    expect(pdf.text).not.toContain('Cognitive Growth Package is not included');
    expect(pdf.text).toContain('EXTENDED ANALYSIS REPORT is not included');
  });

  it('continues on new pages when the content is longer than a page, losing nothing', async () => {
    const pdf = await readPdf(await renderReportPdf({ report: sampleReport({}, 30), addSectionsUrl }));
    expect(pdf.pages).toBeGreaterThan(1);
    expect(pdf.text).toContain('Recommendation number 30 · Growth area');
    expect(pdf.footers).toEqual(Array.from({ length: pdf.pages }, (_, i) => `Official IQ Test Online · IQ Report · Page ${i + 1} of ${pdf.pages}`));
    expect(pdf.text).toContain('Cognitive Growth Package is not included');
  });

  it('formats durations in minutes and seconds', () => {
    expect([formatDuration(45), formatDuration(60), formatDuration(1385)]).toEqual(['45 s', '1 min', '23 min 5 s']);
  });
});

describe('renderReceiptPdf', () => {
  it('prints the seller, buyer, payment, description, amount, refund and status', async () => {
    const pdf = await readPdf(await renderReceiptPdf(receipt));
    for (const expected of [
      'Official IQ Test Online',
      'Receipt',
      'jane.doe@example.com',
      receipt.paymentId,
      'March 10, 2026',
      'IQ Score, Certificate and Full Report $19.99',
      'Refunded −$5.00',
      'Net paid $14.99',
      'Status Paid',
    ]) {
      expect(pdf.text).toContain(expected);
    }
  });

  it('wraps an e-mail address too long to share its line instead of running off the page', async () => {
    const buyerEmail = `${'very.long.name'.repeat(12)}@example.com`;
    const pdf = await readPdf(await renderReceiptPdf({ ...receipt, buyerEmail }));
    expect(pdf.text.replaceAll(' ', '')).toContain(buyerEmail);
  });

  it('shows the total without a refund line when nothing was refunded', async () => {
    const pdf = await readPdf(await renderReceiptPdf({ ...receipt, refundedCents: 0, amountCents: 100 }));
    expect(pdf.text).toContain('Total paid $1.00');
    expect(pdf.text).not.toContain('Refunded');
  });
});
