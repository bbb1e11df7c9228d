import type { AppDeps } from '../../../lib/app-env';
import { AppError } from '../../../lib/app-error';
import type { LedgerContext } from './ledger-context';

/** PostgreSQL errors that a second try of the same transaction resolves: deadlock, serialization, a racing insert. */
const TRANSIENT_CODES = new Set(['40P01', '40001', '23505']);
const MAX_TRIES = 5;

function errorCode(err: unknown): string | undefined {
  const direct = (err as { code?: unknown } | null)?.code;
  if (typeof direct === 'string') return direct;
  const cause = (err as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof cause === 'string' ? cause : undefined;
}

/**
 * Runs ledger work in one transaction, retried whole when PostgreSQL aborts it for a conflict with a concurrent one
 * (two events of one buyer locking the same rows in another order). Everything, the webhook_events row included,
 * rolls back with it, so a retry starts clean.
 */
export async function ledgerTransaction<T>(deps: AppDeps, work: (ctx: LedgerContext) => Promise<T>): Promise<T> {
  const provider = deps.payments.provider;
  if (!provider) throw new AppError('PAYMENTS_UNAVAILABLE', deps.payments.unavailableMessage ?? 'Payments are not available here.');
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction((tx) => work({ tx, provider: provider.kind, now: deps.clock.now(), logger: deps.logger }));
    } catch (err) {
      const code = errorCode(err);
      if (!code || !TRANSIENT_CODES.has(code) || attempt >= MAX_TRIES) throw err;
      deps.logger.warn({ code, attempt }, 'ledger transaction conflicted with a concurrent one; retrying');
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}
