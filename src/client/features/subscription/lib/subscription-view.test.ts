import { describe, expect, it } from 'vitest';
import type { Subscription } from '@shared/schemas/payments';
import { formatDay, subscriptionView } from './subscription-view';

const now = new Date('2026-11-22T10:00:00Z');
const trialing: Subscription = {
  id: 'sub_1',
  status: 'trialing',
  in_trial: true,
  trial_end: '2026-11-29T10:00:00Z',
  nextChargeAt: '2026-11-29T10:00:00Z',
  nextChargeCents: 2999,
  priceCents: 2999,
  currency: 'usd',
  cancelAtPeriodEnd: false,
  endsAt: null,
  canceledAt: null,
};

describe('subscriptionView', () => {
  it('states the trial, the next charge and that it can be cancelled', () => {
    expect(subscriptionView(trialing, now, 'UTC')).toEqual({
      status: 'Trial',
      price: '$29.99 a month',
      charges: 'Next charge: $29.99 on 29 Nov 2026',
      trialNote: 'Trial ends on 29 Nov 2026',
      cancelled: false,
      cancellable: true,
    });
  });

  it('states an active subscription without a trial note', () => {
    const view = subscriptionView({ ...trialing, status: 'active', in_trial: false, nextChargeAt: '2026-12-29T10:00:00Z' }, now, 'UTC');
    expect(view).toMatchObject({ status: 'Active', charges: 'Next charge: $29.99 on 29 Dec 2026', trialNote: null, cancellable: true });
  });

  it('says no further charges and until when access lasts once cancelled', () => {
    const cancelled = {
      ...trialing,
      cancelAtPeriodEnd: true,
      nextChargeAt: null,
      nextChargeCents: null,
      endsAt: '2026-11-29T10:00:00Z',
      canceledAt: '2026-11-22T10:00:00Z',
    };
    expect(subscriptionView(cancelled, now, 'UTC')).toMatchObject({
      status: 'Cancelled',
      charges: 'No further charges; access until 29 Nov 2026',
      trialNote: null,
      cancelled: true,
      cancellable: false,
    });
  });

  it('says when access ended for a subscription that is over', () => {
    const ended = { ...trialing, status: 'canceled', in_trial: false, nextChargeAt: null, nextChargeCents: null, endsAt: '2026-11-01T00:00:00Z', canceledAt: '2026-10-20T00:00:00Z' };
    expect(subscriptionView(ended, now, 'UTC').charges).toBe('No further charges; access ended on 1 Nov 2026');
  });

  it('names an overdue payment and still lets the user cancel', () => {
    expect(subscriptionView({ ...trialing, status: 'past_due', in_trial: false }, now, 'UTC')).toMatchObject({
      status: 'Payment overdue',
      cancellable: true,
    });
  });
});

describe('formatDay', () => {
  it('writes the day, the short month and the year', () => {
    expect(formatDay('2026-11-29T23:30:00Z', 'UTC')).toBe('29 Nov 2026');
  });
});
