import { AuthPage } from '@/features/auth';

export default function Route() {
  return <AuthPage />;
}
