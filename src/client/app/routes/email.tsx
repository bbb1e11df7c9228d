import { EmailCapturePage } from '@/features/email-capture';

export default function Route() {
  return <EmailCapturePage />;
}
