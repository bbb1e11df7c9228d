import { UpsellOnePage } from '@/features/upsells';

export default function Route() {
  return <UpsellOnePage />;
}
