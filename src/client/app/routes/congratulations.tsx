import { CongratulationsPage } from '@/features/congratulations';
import { RequireUser } from '@/features/session';

export default function Route() {
  return (
    <RequireUser>
      <CongratulationsPage />
    </RequireUser>
  );
}
