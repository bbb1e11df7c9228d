import { describe, expect, it } from 'vitest';
import { trialTermsText } from './trial-terms';

describe('trialTermsText', () => {
  it("states today's charge, the monthly price after the trial and how to cancel (PRODUCT.md principle 6)", () => {
    expect(trialTermsText(100)).toBe(
      '$1.00 today, then $29.99/month after your 7-day trial until you cancel. Cancel anytime in two clicks from your account.',
    );
  });

  it('names the price that applies once the offer has run out, or with a promo code', () => {
    expect(trialTermsText(1999)).toMatch(/^\$19\.99 today, then \$29\.99\/month/);
    expect(trialTermsText(50)).toMatch(/^\$0\.50 today/);
  });
});
