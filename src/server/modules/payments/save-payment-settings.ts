import type { PaymentSettings } from '../../../shared/schemas/payments';
import type { AppDeps } from '../../lib/app-env';
import { siteSettings } from '../../db/schema';
import { PAYMENT_SETTINGS_KEY } from './get-payment-settings';

/** Stores the admin's payment settings (already validated by PaymentSettingsSchema) and answers them. */
export async function savePaymentSettings(deps: Pick<AppDeps, 'db' | 'clock'>, settings: PaymentSettings): Promise<PaymentSettings> {
  const now = deps.clock.now();
  await deps.db
    .insert(siteSettings)
    .values({ key: PAYMENT_SETTINGS_KEY, value: settings, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: settings, updatedAt: now } });
  return settings;
}
