import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/session';
import { fetchOffer } from '../api/fetch-offer';

export type KnownEmail =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'none' }
  | { status: 'known'; email: string };

/**
 * The e-mail the purchase was made for: the signed-in user's (paying signs the buyer in), else the one the offer
 * carries for an anonymous buyer (the lead's).
 */
export function useKnownEmail(): KnownEmail {
  const session = useSession();
  const offer = useQuery({
    queryKey: ['confirm-email', 'offer'],
    queryFn: fetchOffer,
    enabled: session.status === 'signed-out',
  });
  if (session.status === 'signed-in') return { status: 'known', email: session.user.email };
  if (session.status === 'pending' || offer.isPending) return { status: 'loading' };
  if (offer.isError) return { status: 'error', retry: () => void offer.refetch() };
  return offer.data.email ? { status: 'known', email: offer.data.email } : { status: 'none' };
}
