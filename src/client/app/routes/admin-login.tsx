import { AdminLoginPage } from '@/features/admin-login';

export default function Route() {
  return <AdminLoginPage />;
}
