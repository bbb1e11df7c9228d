import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { takeRefParam } from '../lib/take-ref-param';

/** Codes already sent from this page load; StrictMode runs effects twice and the visitor may come back to a ?ref link. */
const sent = new Set<string>();

/**
 * On any page opened with ?ref={code}: tells the server once (it remembers the first referrer of this visitor),
 * then drops the parameter from the address (a history replace) so a copied or reloaded address does not carry it on.
 * Mounted on every page, so it is kept tiny: it is in the landing page's bundle.
 */
export function ReferralCapture() {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const taken = takeRefParam(location.search);
    if (!taken) return;
    if (taken.code && !sent.has(taken.code)) {
      sent.add(taken.code);
      // A lost visit only loses a referral credit; the page itself must not fail for it.
      void api.referrals.visits.$post({ json: { code: taken.code } }).catch(() => undefined);
    }
    navigate({ pathname: location.pathname, search: taken.search, hash: location.hash }, { replace: true, state: location.state });
  }, [location, navigate]);

  return null;
}
