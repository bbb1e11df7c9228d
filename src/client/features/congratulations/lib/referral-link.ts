/** Spec §7 create_referral: the link a user hands out is the site's home with ?ref={code}. */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/?ref=${encodeURIComponent(code)}`;
}
