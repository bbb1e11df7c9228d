import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../lib/app-env';
import { AppError } from '../../lib/app-error';
import { paymentCustomers } from '../../db/schema';
import type { PaymentProvider } from './provider/payment-provider';
import { callProvider } from './require-provider';

export type PaymentCustomerRow = typeof paymentCustomers.$inferSelect;

/**
 * The provider's customer for an e-mail, made once: the card saved with the trial lives on it, and later purchases
 * by the same e-mail reuse it. Two requests racing both ask the provider (its idempotency key makes that one
 * customer) and the unique (provider, e-mail) row keeps one record.
 */
export async function ensurePaymentCustomer(
  deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>,
  provider: PaymentProvider,
  input: { email: string; userId: string | null },
): Promise<PaymentCustomerRow> {
  const existing = await findPaymentCustomer(deps, provider, input.email);
  if (existing) {
    if (input.userId && !existing.userId) {
      await deps.db.update(paymentCustomers).set({ userId: input.userId, updatedAt: deps.clock.now() }).where(eq(paymentCustomers.id, existing.id));
    }
    return existing;
  }
  const { customerId } = await callProvider(deps, 'ensureCustomer', () =>
    provider.ensureCustomer({ email: input.email, idempotencyKey: `customer-${input.email}` }),
  );
  const now = deps.clock.now();
  await deps.db
    .insert(paymentCustomers)
    .values({ provider: provider.kind, providerCustomerId: customerId, email: input.email, userId: input.userId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [paymentCustomers.provider, paymentCustomers.email],
      set: { userId: sql`coalesce(${paymentCustomers.userId}, excluded.user_id)`, updatedAt: now },
    });
  const saved = await findPaymentCustomer(deps, provider, input.email);
  if (!saved) throw new AppError('INTERNAL', 'The payment customer could not be saved');
  return saved;
}

export async function findPaymentCustomer(deps: Pick<AppDeps, 'db'>, provider: PaymentProvider, email: string): Promise<PaymentCustomerRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.provider, provider.kind), eq(paymentCustomers.email, email)))
    .limit(1);
  return row;
}
