import { StartPage } from '@/features/intro';

export default function Route() {
  return <StartPage />;
}
