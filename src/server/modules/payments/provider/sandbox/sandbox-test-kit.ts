import { createApp } from '../../../../app';
import { createLogger, type Logger } from '../../../../lib/logger';
import { createTestApp, TEST_ORIGIN, TEST_PUBLIC_URL, visitor } from '../../../../test-support/create-test-app';
import { createPaymentsConfig } from '../create-payments-config';
import { isSandboxProvider } from './sandbox-provider';

export interface RecordedEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> & { id: string; metadata?: Record<string, string> } };
  raw: string;
  signature: string;
}

/**
 * The real app on a fresh database, with the sandbox's events recorded instead of handed to the ledger: the
 * sandbox's tests check what it sends without depending on what the ledger does with it.
 */
export async function sandboxTestApp(options: { failDelivery?: boolean; logger?: Logger } = {}) {
  const base = await createTestApp();
  const events: RecordedEvent[] = [];
  const payments = createPaymentsConfig({
    db: base.db,
    clock: base.clock,
    logger: options.logger ?? createLogger('silent'),
    publicUrl: TEST_PUBLIC_URL,
    sandboxAllowed: true,
    sandboxWebhookSecret: base.sandboxWebhookSecret,
    deliverWebhook: async (raw, signature) => {
      events.push({ ...(JSON.parse(raw) as Omit<RecordedEvent, 'raw' | 'signature'>), raw, signature });
      if (options.failDelivery) throw new Error('the webhook handler is down');
    },
  });
  const provider = payments.provider;
  if (!isSandboxProvider(provider)) throw new Error('expected the sandbox');
  const app = createApp({ deps: { ...base.deps, payments }, ping: async () => {} });
  return {
    ...base,
    app,
    provider,
    events,
    browser: () => visitor(app, { origin: TEST_ORIGIN }),
    /** The types of the events sent since `from` (an index into events). */
    typesSince: (from: number) => events.slice(from).map((e) => e.type),
  };
}

export const card = (number: string, expMonth = 12, expYear = 2030) => ({ number, expMonth, expYear, cvc: '123' });
