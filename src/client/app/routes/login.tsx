import { LoginPage } from '@/features/login';

export default function Route() {
  return <LoginPage />;
}
