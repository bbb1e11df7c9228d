import { HelpCenterPage } from '@/features/help';
import { RequireUser } from '@/features/session';

export default function Route() {
  return (
    <RequireUser>
      <HelpCenterPage />
    </RequireUser>
  );
}
