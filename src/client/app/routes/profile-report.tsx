import { ReportPage } from '@/features/report';
import { RequireUser } from '@/features/session';

export default function Route() {
  return (
    <RequireUser>
      <ReportPage />
    </RequireUser>
  );
}
