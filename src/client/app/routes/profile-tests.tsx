import { MyTestResultsPage } from '@/features/my-results';
import { RequireUser } from '@/features/session';

export default function Route() {
  return (
    <RequireUser>
      <MyTestResultsPage />
    </RequireUser>
  );
}
