import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referralCodes } from '../../db/schema';

/** No 0/O, 1/I/L: a code read aloud or typed from a screenshot comes out right. */
export const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
/** 31^8 ≈ 8.5e11 codes: a clash is rare, several in a row mean something else is wrong. */
const MAX_TRIES = 5;

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}

/** Codes are shown in capitals; a link typed in lower case still finds its referrer. */
export function normalizeReferralCode(code: string): string {
  return code.trim().toUpperCase();
}

async function findCode(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId));
  return row?.code ?? null;
}

/**
 * The user's referral code, made on first ask (spec public-funnel §7 create_referral). Two first asks at once keep
 * one code: the second insert meets the first's row and reads it; an insert that clashes with another user's code
 * draws a new one.
 */
export async function getOrCreateReferralCode(db: Db, userId: string, now: Date): Promise<string> {
  const existing = await findCode(db, userId);
  if (existing) return existing;
  for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
    const [inserted] = await db
      .insert(referralCodes)
      .values({ userId, code: newReferralCode(), createdAt: now })
      .onConflictDoNothing()
      .returning({ code: referralCodes.code });
    if (inserted) return inserted.code;
    const raced = await findCode(db, userId);
    if (raced) return raced;
  }
  throw new Error(`no free referral code after ${MAX_TRIES} tries`);
}

/** The user whose code this is, or null. */
export async function findReferrer(db: Db, code: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.code, normalizeReferralCode(code)));
  return row?.userId ?? null;
}
