import { AdminPage } from '@/features/admin';
import { RequireAdmin } from '@/features/session';

export default function Route() {
  return (
    <RequireAdmin>
      <AdminPage />
    </RequireAdmin>
  );
}
