import { eq } from 'drizzle-orm';
import { DEFAULT_OFFER_HOLD_MINUTES } from '../../../shared/payments/offer-hold';
import { type PaymentSettings, PaymentSettingsSchema } from '../../../shared/schemas/payments';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';

export const PAYMENT_SETTINGS_KEY = 'payments';

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  checkoutDesign: 'checkout',
  offerHoldMinutes: DEFAULT_OFFER_HOLD_MINUTES,
};

/**
 * The operator's payment settings over the defaults. Each field is checked on its own, so one stored value that no
 * longer validates (a design removed in a later version) falls back alone instead of discarding the rest.
 */
export async function getPaymentSettings(db: Db): Promise<PaymentSettings> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, PAYMENT_SETTINGS_KEY)).limit(1);
  const stored: Record<string, unknown> = typeof row?.value === 'object' && row.value !== null ? (row.value as Record<string, unknown>) : {};
  const design = PaymentSettingsSchema.shape.checkoutDesign.safeParse(stored.checkoutDesign);
  const hold = PaymentSettingsSchema.shape.offerHoldMinutes.safeParse(stored.offerHoldMinutes);
  return {
    checkoutDesign: design.success ? design.data : DEFAULT_PAYMENT_SETTINGS.checkoutDesign,
    offerHoldMinutes: hold.success ? hold.data : DEFAULT_PAYMENT_SETTINGS.offerHoldMinutes,
  };
}
