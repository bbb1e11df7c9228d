import { z } from 'zod';
import { DOMAINS, QUESTION_TYPES } from '../assessment/domains';
import { IQ_BANDS } from '../assessment/iq-bands';
import { UPSELL_CODES } from '../payments/products';
import { UuidSchema } from './common';

/**
 * The results a signed-in user reads (issue 5): their list, the latest, one result's report, certificates and the
 * public certificate check. A result's score, certificate and report are unlocked by the trial's 'full-report'
 * entitlement; a locked result carries no score. Another user's result id answers 404 RESULT_NOT_FOUND, never 403.
 */

export const ResultParamsSchema = z.object({ resultId: UuidSchema });

export const IqBandNameSchema = z.enum(IQ_BANDS.map((b) => b.name) as [(typeof IQ_BANDS)[number]['name'], ...(typeof IQ_BANDS)[number]['name'][]]);

/** One of the user's results, as lists show it. */
export const ResultSummarySchema = z.object({
  id: z.string(),
  testTitle: z.string(),
  testType: z.string(),
  /** ISO time the test was completed. */
  completedAt: z.string(),
  timeTakenSeconds: z.number().int(),
  /** Spec §3 payment_status of the result (Paid / Pending / Failed labels). */
  paymentStatus: z.enum(['completed', 'pending', 'failed']),
  /** True when the user may see the score, certificate and report. */
  unlocked: z.boolean(),
  /** Null while locked. */
  iqScore: z.number().int().nullable(),
});
export type ResultSummary = z.infer<typeof ResultSummarySchema>;

/** GET /api/results: the user's results, newest first (spec §7 "User results"). */
export const ResultsListResponseSchema = z.object({ results: z.array(ResultSummarySchema) });
export type ResultsListResponse = z.infer<typeof ResultsListResponseSchema>;

/** GET /api/results/latest: the newest result (or null) and the name its certificate carries. */
export const LatestResultResponseSchema = z.object({
  result: ResultSummarySchema.nullable(),
  /** The user's name, else spec §3's default derived from the e-mail's local part ('Test Taker' when nothing usable). */
  holderName: z.string(),
});
export type LatestResultResponse = z.infer<typeof LatestResultResponseSchema>;

/** POST /api/results/:resultId/certificate: issues (or returns) the certificate of an unlocked result. */
export const CertificateSchema = z.object({
  certificateId: z.string(),
  holderName: z.string(),
  score: z.number().int(),
  testTitle: z.string(),
  /** ISO time the test was completed: the certificate's date. */
  completedAt: z.string(),
  issuedAt: z.string(),
  /** Absolute address of the public check: {PUBLIC_URL}/verify/{certificateId}. */
  verifyUrl: z.string(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

/** Certificate ids: 'IQC-' and five groups of four Crockford base-32 characters (100 random bits). */
export const CERTIFICATE_ID_PATTERN = /^IQC(-[0-9A-HJKMNP-TV-Z]{4}){5}$/;
export const CertificateParamsSchema = z.object({ certificateId: z.string().max(40) });

/** GET /api/certificates/:certificateId (public): only what the certificate itself shows; 404 CERTIFICATE_NOT_FOUND. */
export const CertificateVerificationSchema = z.object({
  certificateId: z.string(),
  holderName: z.string(),
  score: z.number().int(),
  testTitle: z.string(),
  completedAt: z.string(),
});
export type CertificateVerification = z.infer<typeof CertificateVerificationSchema>;

export const DomainSchema = z.enum(DOMAINS);
export const PerformanceBarSchema = z.object({ label: z.string(), percent: z.number().int().min(0).max(100) });

/** How the user answered in one domain (or one question type): correct of scored items. */
export const AreaScoreSchema = z.object({
  key: z.string(),
  label: z.string(),
  correct: z.number().int(),
  total: z.number().int(),
  /** correct / total in whole percent; 0 when total is 0. */
  percent: z.number().int(),
});
export type AreaScore = z.infer<typeof AreaScoreSchema>;

export const RecommendationSchema = z.object({
  domain: DomainSchema,
  kind: z.enum(['strength', 'growth']),
  title: z.string(),
  text: z.string(),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

/** A report section sold as an upsell: its content for owners, the offer for everyone else. */
export const SectionOfferSchema = z.object({
  owned: z.literal(false),
  upsellType: z.enum(UPSELL_CODES),
  name: z.string(),
  priceCents: z.number().int(),
});

export const ExtendedAnalysisSchema = z.object({
  accuracyPercent: z.number().int(),
  answeredCount: z.number().int(),
  scoredQuestions: z.number().int(),
  correctAnswers: z.number().int(),
  /** Mean seconds per answered question; null when none was answered. */
  secondsPerAnswer: z.number().nullable(),
  byQuestionType: z.array(AreaScoreSchema.extend({ key: z.enum(QUESTION_TYPES) })),
  /** The user's unlocked scores, oldest first, for the trend. */
  scoreHistory: z.array(z.object({ resultId: z.string(), completedAt: z.string(), score: z.number().int() })),
  insights: z.array(z.string()),
});
export type ExtendedAnalysis = z.infer<typeof ExtendedAnalysisSchema>;

export const CognitiveAnalysisSchema = z.object({
  summary: z.string(),
  domains: z.array(
    AreaScoreSchema.extend({
      key: DomainSchema,
      weight: z.number(),
      level: z.enum(['strength', 'average', 'growth']),
      description: z.string(),
    }),
  ),
});
export type CognitiveAnalysis = z.infer<typeof CognitiveAnalysisSchema>;

export const GrowthPackageSchema = z.object({
  focus: z.array(DomainSchema),
  weeks: z.array(z.object({ week: z.number().int(), focus: z.string(), exercises: z.array(z.string()) })),
});
export type GrowthPackage = z.infer<typeof GrowthPackageSchema>;

const owned = <T extends z.ZodTypeAny>(content: T) => z.object({ owned: z.literal(true), content });

/** GET /api/results/:resultId/report: the IQ report of one unlocked result (member-area §2 /profile/report, §9). */
export const ReportSchema = z.object({
  result: ResultSummarySchema.extend({ unlocked: z.literal(true), iqScore: z.number().int() }),
  holderName: z.string(),
  band: IqBandNameSchema,
  /** "Higher than X%" (spec §9 table, thresholds read as at or above). */
  percentile: z.number().int(),
  topPercent: z.number().int(),
  timeLimitSeconds: z.number().int(),
  bars: z.object({ processingSpeed: PerformanceBarSchema, problemSolving: PerformanceBarSchema }),
  /** The top three bands and their population shares (spec §9: 2, 7, 16), with the user's band marked. */
  population: z.array(z.object({ band: IqBandNameSchema, sharePercent: z.number().int(), isYou: z.boolean() })),
  domains: z.array(AreaScoreSchema.extend({ key: DomainSchema })),
  recommendations: z.array(RecommendationSchema),
  sections: z.object({
    extendedAnalysis: z.union([owned(ExtendedAnalysisSchema), SectionOfferSchema]),
    cognitiveAnalysis: z.union([owned(CognitiveAnalysisSchema), SectionOfferSchema]),
    growthPackage: z.union([owned(GrowthPackageSchema), SectionOfferSchema]),
  }),
});
export type Report = z.infer<typeof ReportSchema>;
