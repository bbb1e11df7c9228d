import { CircleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { linkErrorMessage } from '../lib/link-error';

/** Says why the visitor is back on a sign-in page when an e-mail link or a provider sign-in failed (`?error=`). */
export function LinkErrorAlert() {
  const [params] = useSearchParams();
  const message = linkErrorMessage(params.get('error'));
  if (!message) return null;
  return (
    <Alert variant="error">
      <CircleAlert aria-hidden="true" />
      <p>{message}</p>
    </Alert>
  );
}
