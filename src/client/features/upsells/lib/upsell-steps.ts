import { paths } from '@/config/paths';
import type { UpsellCode } from '@shared/payments/products';

/** The progress tracker's steps (spec §2 /upsell-1): packs, then the report, then the product itself. */
export const UPSELL_STEPS = ['Add Packs', 'Detailed Report', 'Access Product'] as const;
export type UpsellStep = 0 | 1 | 2;

/** One offer page of the chain (spec §4 "Purchase funnel"): what it sells and where each answer leads. */
export interface UpsellPageConfig {
  step: UpsellStep;
  /** The products on offer; /upsell-1 lets the buyer choose one of two. */
  offers: readonly UpsellCode[];
  /** After a purchase: the next step (buying skips the retention offer of this step). */
  afterBuy: string;
  /** After 'Skip'. */
  afterSkip: string;
}

export const UPSELL_PAGES = {
  upsell1: { step: 0, offers: ['ultra', 'extended'], afterBuy: paths.upsell2, afterSkip: paths.upsellRetention },
  upsellRetention: { step: 0, offers: ['premium-bundle-retention'], afterBuy: paths.upsell2, afterSkip: paths.upsell2 },
  upsell2: { step: 1, offers: ['cognitive-analysis-report'], afterBuy: paths.congratulations, afterSkip: paths.upsell2Retention },
  upsell2Retention: {
    step: 1,
    offers: ['cognitive-growth-retention'],
    afterBuy: paths.congratulations,
    afterSkip: paths.congratulations,
  },
} as const satisfies Record<string, UpsellPageConfig>;
