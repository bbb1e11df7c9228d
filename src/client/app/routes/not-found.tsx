import { NotFoundPage } from '@/features/not-found';

export default function Route() {
  return <NotFoundPage />;
}
