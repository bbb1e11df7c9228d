import { Hono } from 'hono';
import { z } from 'zod';
import {
  CreatePromoCodeBodySchema,
  PaymentSettingsSchema,
  UpdatePromoCodeBodySchema,
  type PaymentSettings,
  type PromoCode,
} from '../../../shared/schemas/payments';
import type { AppEnv } from '../../lib/app-env';
import { validate } from '../../lib/validate';
import { requireRole, signedInUser } from '../auth/session';
import { createPromoCode } from './create-promo-code';
import { getPaymentSettings } from './get-payment-settings';
import { listPromoCodes } from './list-promo-codes';
import { savePaymentSettings } from './save-payment-settings';
import { setPromoCodeActive } from './set-promo-code-active';

const PromoCodeParamsSchema = z.object({ id: z.uuid('Not a valid id') });

/** The admin's side of payments: promo codes and the payment settings (checkout design, offer hold). Admins only. */
export const adminPaymentsRoutes = new Hono<AppEnv>()
  .get('/promo-codes', requireRole('admin'), async (c) => c.json({ promoCodes: await listPromoCodes(c.get('deps').db) }))
  .post('/promo-codes', requireRole('admin'), validate('json', CreatePromoCodeBodySchema), async (c) =>
    c.json<PromoCode>(await createPromoCode(c.get('deps'), c.req.valid('json'), signedInUser(c).id), 201),
  )
  .put('/promo-codes/:id', requireRole('admin'), validate('param', PromoCodeParamsSchema), validate('json', UpdatePromoCodeBodySchema), async (c) =>
    c.json<PromoCode>(await setPromoCodeActive(c.get('deps').db, c.req.valid('param').id, c.req.valid('json').active)),
  )
  .get('/settings/payments', requireRole('admin'), async (c) => c.json<PaymentSettings>(await getPaymentSettings(c.get('deps').db)))
  .put('/settings/payments', requireRole('admin'), validate('json', PaymentSettingsSchema), async (c) =>
    c.json<PaymentSettings>(await savePaymentSettings(c.get('deps'), c.req.valid('json'))),
  );
