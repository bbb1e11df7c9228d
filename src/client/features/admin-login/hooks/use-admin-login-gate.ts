import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toastAccessDenied, useMe, useSignOut } from '@/features/session';

/**
 * Member-area §4: an admin who is signed in goes on to /admin; anyone else who is signed in here (typically back
 * from the gate of /admin after following an admin link) is signed out and told 'Access Denied'.
 */
export function useAdminLoginGate() {
  const { session, me } = useMe();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const refused = useRef(false);
  const role = session.status === 'signed-in' ? me.data?.role : undefined;

  useEffect(() => {
    if (role === 'admin') {
      void navigate(paths.admin, { replace: true });
    } else if (role !== undefined && !refused.current) {
      refused.current = true;
      toastAccessDenied();
      void signOut({ quiet: true }).then(() => {
        refused.current = false;
      });
    }
  }, [role, navigate, signOut]);
}
