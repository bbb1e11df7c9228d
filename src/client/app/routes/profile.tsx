import { ProfilePage } from '@/features/profile';
import { RequireUser } from '@/features/session';

export default function Route() {
  return (
    <RequireUser>
      <ProfilePage />
    </RequireUser>
  );
}
