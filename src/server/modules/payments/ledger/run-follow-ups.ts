import type { AppDeps } from '../../../lib/app-env';
import { linkFunnelRecords } from '../../auth/link-funnel-records';
import { ensureTrialSubscription } from './ensure-trial-subscription';
import type { FollowUp } from './ledger-context';

/**
 * Runs what an applied event leaves for after its commit. A failure here is logged, not thrown: the event is
 * recorded and a redelivery would be a duplicate, and each step is retried elsewhere (the billing worker's sweep and
 * /success ensure the trial's subscription; the next sign-in links the funnel's records).
 */
export async function runFollowUps(deps: AppDeps, followUps: FollowUp[]): Promise<void> {
  for (const followUp of followUps) {
    try {
      if (followUp.kind === 'link-funnel') {
        await linkFunnelRecords(deps.db, { userId: followUp.userId, visitorId: followUp.visitorId }, deps.logger);
      } else {
        await ensureTrialSubscription(deps, followUp.purchaseId);
      }
    } catch (err) {
      deps.logger.error({ err, followUp }, 'payment follow-up failed; it is retried by the billing sweep or the next sign-in');
    }
  }
}
