import { ConfirmEmailPage } from '@/features/confirm-email';

export default function Route() {
  return <ConfirmEmailPage />;
}
