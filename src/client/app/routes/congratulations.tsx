import { CongratulationsPage } from '@/features/congratulations';

export default function Route() {
  return <CongratulationsPage />;
}
