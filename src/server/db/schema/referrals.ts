import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { purchases } from './payments';

/** A user's referral code (spec public-funnel §7 create_referral): one per user, in links as origin/?ref={code}. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('referral_codes_code_key').on(t.code)],
);

/** A visitor who arrived with ?ref=: the first referrer is remembered, later links do not take the credit. */
export const referralVisits = pgTable('referral_visits', {
  visitorId: text('visitor_id').primaryKey(),
  referrerUserId: text('referrer_user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A referred visitor who paid: credited once to the referrer, whatever else they buy later. */
export const referralCredits = pgTable(
  'referral_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerUserId: text('referrer_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    referredUserId: text('referred_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('referral_credits_referred_key').on(t.referredUserId), index('referral_credits_referrer_idx').on(t.referrerUserId)],
);
