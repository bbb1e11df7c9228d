import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAINS } from '../../../shared/assessment/domains';
import { ReportSchema } from '../../../shared/schemas/results';
import { createTestApp } from '../../test-support/create-test-app';
import { type Chooser, paidMember, takeQuiz, unpaidMember } from './results-test-kit';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Member-area spec §9, written out again so a changed table in the code fails this test. */
const SPEC_BANDS: [number, string][] = [
  [130, 'Very Superior'],
  [120, 'Superior'],
  [110, 'High Average'],
  [90, 'Average'],
  [80, 'Low Average'],
  [-Infinity, 'Below Average'],
];
const SPEC_PERCENTILES: [number, number][] = [
  [130, 98], [125, 95], [120, 91], [115, 84], [110, 75], [105, 63], [100, 50], [95, 37], [90, 25], [85, 16], [80, 9], [-Infinity, 5],
];
const specBand = (score: number) => SPEC_BANDS.find(([min]) => score >= min)![1];
const specPercentile = (score: number) => SPEC_PERCENTILES.find(([min]) => score >= min)![1];

/** Right on every verbal and visual-spatial item, wrong on every other one. */
const verbalAndVisual: Chooser = (q) => (q.domain === 'verbal_comprehension' || q.domain === 'visual_spatial' ? 'right' : 'wrong');
/** Seeded test: 15 minutes. */
const TIME_LIMIT_SECONDS = 900;

describe('GET /api/results/:resultId/report', () => {
  it('reads the band, percentile and bars of the actual score from the spec tables', async () => {
    const { browser: b, resultId, score } = await paidMember(t, 'report.reader@example.com', () => 'right', 300);
    const res = await b.get(`/api/results/${resultId}/report`);
    expect(res.status).toBe(200);
    expect(() => ReportSchema.parse(res.json)).not.toThrow();
    const report = res.json;
    expect(score).toBeGreaterThanOrEqual(130);
    expect(report).toMatchObject({
      result: { id: resultId, unlocked: true, iqScore: score, timeTakenSeconds: 300 },
      holderName: 'Report Reader',
      band: specBand(score),
      percentile: specPercentile(score),
      topPercent: 100 - specPercentile(score),
      timeLimitSeconds: TIME_LIMIT_SECONDS,
      bars: {
        processingSpeed: { label: 'Fast', percent: 85 },
        problemSolving: { label: 'Strong', percent: Math.min(100, Math.round((score / 130) * 100)) },
      },
    });
    expect(report.population).toEqual([
      { band: 'Very Superior', sharePercent: 2, isYou: true },
      { band: 'Superior', sharePercent: 7, isYou: false },
      { band: 'High Average', sharePercent: 16, isYou: false },
    ]);
  });

  it('calls processing speed Average when the test ran to its time limit, and marks no band outside the top three', async () => {
    const { browser: b, resultId, score } = await paidMember(t, 'slow.taker@example.com', () => 'skip', TIME_LIMIT_SECONDS + 60);
    const report = (await b.get(`/api/results/${resultId}/report`)).json;
    expect(report.result.timeTakenSeconds).toBe(TIME_LIMIT_SECONDS);
    expect(report.bars.processingSpeed).toEqual({ label: 'Average', percent: 60 });
    expect(report.band).toBe(specBand(score));
    expect(report.percentile).toBe(specPercentile(score));
    expect(report.population.map((p: { isYou: boolean }) => p.isYou)).toEqual([false, false, false]);
  });

  it("scores the domains from the user's answers and recommends from its strong and weak ones", async () => {
    const { browser: b, resultId } = await paidMember(t, 'by.domain@example.com', verbalAndVisual);
    const res = await b.get(`/api/results/${resultId}/report`);
    const { domains, recommendations } = res.json;
    expect(domains.map((d: { key: string }) => d.key)).toEqual([...DOMAINS]);
    const byKey = Object.fromEntries(domains.map((d: { key: string }) => [d.key, d]));
    expect(byKey.verbal_comprehension).toMatchObject({ label: 'Verbal Comprehension', correct: 5, total: 5, percent: 100 });
    expect(byKey.visual_spatial).toMatchObject({ correct: 5, total: 5, percent: 100 });
    expect(byKey.fluid_reasoning).toMatchObject({ correct: 0, total: 8, percent: 0 });
    expect(recommendations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ domain: 'verbal_comprehension', kind: 'strength' }),
        expect.objectContaining({ domain: 'fluid_reasoning', kind: 'growth' }),
      ]),
    );
    expect(recommendations).not.toContainEqual(expect.objectContaining({ domain: 'fluid_reasoning', kind: 'strength' }));
    // Right or wrong per domain leaves the server, never which option was right.
    expect(res.text).not.toMatch(/correctAnswer|correct_answer|optionIndex|"chosen"/);
  });

  it('shows the upsell sections as offers to a trial member, and their content once bought', async () => {
    const { browser: b, resultId } = await paidMember(t, 'section.buyer@example.com', verbalAndVisual);
    const url = `/api/results/${resultId}/report`;
    expect((await b.get(url)).json.sections).toEqual({
      extendedAnalysis: { owned: false, upsellType: 'extended', name: 'EXTENDED ANALYSIS REPORT', priceCents: 799 },
      cognitiveAnalysis: { owned: false, upsellType: 'cognitive-analysis-report', name: 'Cognitive Analysis Report', priceCents: 799 },
      growthPackage: { owned: false, upsellType: 'cognitive-growth-retention', name: 'Cognitive Growth Package', priceCents: 499 },
    });

    expect((await b.post('/api/payments/upsells', { upsellType: 'extended' })).json).toMatchObject({ status: 'paid' });
    t.clock.advance(3600_000);
    const second = await takeQuiz(t, b, () => 'right', 120);
    const afterExtended = (await b.get(url)).json.sections;
    expect(afterExtended.extendedAnalysis).toMatchObject({
      owned: true,
      content: { answeredCount: 27, scoredQuestions: 27, correctAnswers: 10 },
    });
    // The trend: every unlocked result of the user, oldest first.
    expect(afterExtended.extendedAnalysis.content.scoreHistory.map((h: { resultId: string }) => h.resultId)).toEqual([resultId, second.resultId]);
    expect(afterExtended.cognitiveAnalysis).toMatchObject({ owned: false });
    expect(afterExtended.growthPackage).toMatchObject({ owned: false });

    await b.post('/api/payments/upsells', { upsellType: 'cognitive-analysis-report' });
    await b.post('/api/payments/upsells', { upsellType: 'cognitive-growth-retention' });
    const all = (await b.get(url)).json;
    expect(() => ReportSchema.parse(all)).not.toThrow();
    expect(all.sections.cognitiveAnalysis).toMatchObject({ owned: true, content: { summary: expect.any(String) } });
    expect(all.sections.cognitiveAnalysis.content.domains).toHaveLength(5);
    expect(all.sections.growthPackage).toMatchObject({ owned: true, content: { focus: expect.arrayContaining(['fluid_reasoning']) } });
  });

  it('answers 404 for another user’s or an unknown result and 402 for a locked one', async () => {
    const { browser: b } = await paidMember(t, 'nosy.reader@example.com');
    const stranger = await paidMember(t, 'private.report@example.com');
    for (const id of [stranger.resultId, randomUUID()]) {
      const res = await b.get(`/api/results/${id}/report`);
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('RESULT_NOT_FOUND');
    }
    const locked = await unpaidMember(t, 'locked.report@example.com');
    const res = await locked.browser.get(`/api/results/${locked.resultId}/report`);
    expect(res.status).toBe(402);
    expect(res.json.error.code).toBe('RESULT_LOCKED');
  });
});
