/**
 * What the funnel sells (spec public-funnel §3, §9; PRODUCT.md "Payments"). Prices are integer cents in USD; the
 * server charges these and never a figure from the browser.
 */
export const CURRENCY = 'usd';

/** The recurring plan the trial turns into: $29.99 a month after 7 days, until cancelled. */
export const SUBSCRIPTION_PLAN = {
  code: 'monthly',
  name: 'Full access membership',
  priceCents: 2999,
  interval: 'month',
  trialDays: 7,
} as const;

/** What a purchase unlocks; the server answers which of these a user owns (GET /api/payments/entitlements). */
export const ENTITLEMENTS = [
  'full-report',
  'certificate',
  'extended-analysis',
  'early-access-games',
  'personalised-certificate',
  'cognitive-analysis',
  'growth-package',
] as const;
export type Entitlement = (typeof ENTITLEMENTS)[number];

export const PRODUCT_CODES = [
  'trial',
  'ultra',
  'extended',
  'premium-bundle-retention',
  'cognitive-analysis-report',
  'cognitive-growth-retention',
] as const;
export type ProductCode = (typeof PRODUCT_CODES)[number];

/** Spec §7 upsellType values: every product but the trial. */
export const UPSELL_CODES = ['ultra', 'extended', 'premium-bundle-retention', 'cognitive-analysis-report', 'cognitive-growth-retention'] as const;
export type UpsellCode = (typeof UPSELL_CODES)[number];

export interface Product {
  code: ProductCode;
  /** Short name, as on the offer card. */
  name: string;
  /** The line under the name (spec §3 upsell options). */
  description: string;
  priceCents: number;
  /** The crossed-out "was" price, when the offer shows one. */
  listPriceCents: number | null;
  grants: readonly Entitlement[];
}

export const PRODUCTS: Record<ProductCode, Product> = {
  trial: {
    code: 'trial',
    name: 'IQ Score, Certificate and Full Report',
    description: '7-day full access: your IQ score, your certificate and the complete report',
    priceCents: 100,
    listPriceCents: 1999,
    grants: ['full-report', 'certificate'],
  },
  ultra: {
    code: 'ultra',
    name: 'ULTRA PACK - 3 in 1',
    description: 'Early access to new exclusive games, extended analysis report, personalised IQ certificate',
    priceCents: 999,
    listPriceCents: 3999,
    grants: ['early-access-games', 'extended-analysis', 'personalised-certificate'],
  },
  extended: {
    code: 'extended',
    name: 'EXTENDED ANALYSIS REPORT',
    description: 'Detailed IQ analysis with expert insights',
    priceCents: 799,
    listPriceCents: 1999,
    grants: ['extended-analysis'],
  },
  'premium-bundle-retention': {
    code: 'premium-bundle-retention',
    name: 'Premium Bundle',
    description: 'Everything in the Ultra Pack: early access to new games, the extended analysis report and a personalised certificate',
    priceCents: 999,
    listPriceCents: 3999,
    grants: ['early-access-games', 'extended-analysis', 'personalised-certificate'],
  },
  'cognitive-analysis-report': {
    code: 'cognitive-analysis-report',
    name: 'Cognitive Analysis Report',
    description: 'How you reason across the five cognitive domains, with your strengths and where to grow',
    priceCents: 799,
    listPriceCents: 1999,
    grants: ['cognitive-analysis'],
  },
  'cognitive-growth-retention': {
    code: 'cognitive-growth-retention',
    name: 'Cognitive Growth Package',
    description: 'A personal plan of exercises for the domains where you can grow most',
    priceCents: 499,
    listPriceCents: 1999,
    grants: ['growth-package'],
  },
};

/**
 * The upsells that would give everything `code` gives (itself included): while a charge of any of them is under way,
 * charging `code` too could sell the buyer what they are already buying.
 */
export function upsellsCovering(code: UpsellCode): UpsellCode[] {
  const wanted = PRODUCTS[code].grants;
  return UPSELL_CODES.filter((other) => wanted.every((grant) => PRODUCTS[other].grants.includes(grant)));
}

/** "75% OFF": the discount of a price against its list price, rounded to a whole percent. */
export function percentOff(priceCents: number, listPriceCents: number | null): number | null {
  if (!listPriceCents || listPriceCents <= priceCents) return null;
  return Math.round((1 - priceCents / listPriceCents) * 100);
}

/** "$1.00", "$29.99": cents as US dollars. */
export function formatCents(cents: number, currency: string = CURRENCY): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}
