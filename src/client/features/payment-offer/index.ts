/** The trial offer and its server-held countdown, shared by the two checkout designs (/checkout and /paywall). */
export { OFFER_QUERY_KEY, type Offer, fetchOffer, useOffer } from './api/offer-api';
export { useOfferCountdown } from './hooks/use-offer-countdown';
export { OfferGate } from './components/offer-gate';
