import { LandingPage } from '@/features/landing';

export default function Route() {
  return <LandingPage />;
}
