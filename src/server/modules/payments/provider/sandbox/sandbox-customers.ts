import type { SandboxDeps } from './sandbox-context';
import { createObject, findObject, sandboxId, unixSeconds } from './sandbox-store';

/**
 * One customer per e-mail: the e-mail is the idempotency key, so concurrent first purchases of one buyer share it
 * (with Stripe the caller's key and its own payment_customers table do that job).
 */
export async function ensureSandboxCustomer(deps: SandboxDeps, input: { email: string; name?: string }): Promise<{ customerId: string }> {
  const now = deps.clock.now();
  const email = input.email.trim().toLowerCase();
  const data = {
    id: sandboxId('cus'),
    object: 'customer',
    email,
    name: input.name ?? null,
    metadata: {},
    created: unixSeconds(now),
    livemode: false,
  };
  const { data: customer } = await createObject(deps.db, { type: 'customer', data, idempotencyKey: email, now });
  return { customerId: customer.id };
}

export async function customerEmail(deps: SandboxDeps, customerId: string | null): Promise<string | null> {
  if (!customerId) return null;
  const customer = await findObject(deps.db, 'customer', customerId);
  return typeof customer?.email === 'string' ? customer.email : null;
}
