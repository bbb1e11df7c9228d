import { UpsellRetentionPage } from '@/features/upsells';

export default function Route() {
  return <UpsellRetentionPage />;
}
