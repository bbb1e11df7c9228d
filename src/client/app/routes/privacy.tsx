import { PrivacyPage } from '@/features/legal';

export default function Route() {
  return <PrivacyPage />;
}
