import { AlertTriangle } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { type Offer, useOffer } from '../api/offer-api';
import { MembershipNotice } from './membership-notice';

interface OfferGateProps {
  documentTitle: string;
  /** Heading and icon while the offer loads. */
  loadingTitle: string;
  loadingText: string;
  icon: ReactNode;
  /** Spec §8 'Setup Error' toast when the offer cannot be loaded (the card page's create-payment-intent step). */
  toastOnError?: boolean;
  children: (offer: Offer) => ReactNode;
}

/**
 * What both checkout designs show before their offer: loading, 'Payment Setup Failed' (spec §8), a member's or former
 * member's notice instead of any price, and /email for a visitor whose e-mail the server does not know yet.
 */
export function OfferGate({ documentTitle, loadingTitle, loadingText, icon, toastOnError = false, children }: OfferGateProps) {
  const offer = useOffer();

  useEffect(() => {
    if (!offer.isError || !toastOnError) return;
    console.error('Loading the offer failed', offer.error);
    toast.error('Setup Error', { description: 'Failed to initialize payment. Please refresh and try again.' });
  }, [offer.isError, offer.error, toastOnError]);

  if (offer.isPending) {
    return (
      <StatusMessage title={loadingTitle} documentTitle={documentTitle} live icon={icon}>
        <p className="mt-2 text-muted">{loadingText}</p>
      </StatusMessage>
    );
  }
  if (offer.isError) {
    return (
      <StatusMessage title="Payment Setup Failed" documentTitle={documentTitle} icon={<AlertTriangle />}>
        <p className="mt-2 text-muted">Please refresh the page and try again.</p>
      </StatusMessage>
    );
  }
  if (offer.data.membership.status !== 'none') return <MembershipNotice membership={offer.data.membership} documentTitle={documentTitle} />;
  if (offer.data.email === null) return <Navigate to={paths.email} replace />;
  return children(offer.data);
}
