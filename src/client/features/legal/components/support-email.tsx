import { useSiteCopy } from '@/features/stats';

/**
 * The support address as a mail link, read from the operator's site copy. Until it has loaded (or if it cannot
 * be), the sentence says "our support team" rather than showing an address that may not be the operator's.
 */
export function SupportEmail() {
  const copy = useSiteCopy();
  if (!copy.data) return <>our support team</>;
  return (
    <a href={`mailto:${copy.data.contactEmail}`} className="font-medium break-all text-brand-700 underline underline-offset-2 hover:text-brand-800">
      {copy.data.contactEmail}
    </a>
  );
}
