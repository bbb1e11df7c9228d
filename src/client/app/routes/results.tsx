import { ScorePage } from '@/features/results';
import { RequireUser } from '@/features/session';

export default function Route() {
  return (
    <RequireUser>
      <ScorePage />
    </RequireUser>
  );
}
