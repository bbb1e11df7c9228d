import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useMe } from '../hooks/use-me';
import { toastAccessDenied } from '../lib/access-denied';
import { SessionLoading } from './session-loading';

/**
 * Member-area §4 "Admin gate": loading, then a visitor who is signed out or not an admin is told 'Access Denied'
 * and sent to /admin/login. Display only: every admin call is refused by the server to anyone else.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { session, me } = useMe();
  const navigate = useNavigate();
  const isAdmin = session.status === 'signed-in' && me.data?.role === 'admin';
  const denied = session.status === 'signed-out' || me.isError || (me.data !== undefined && me.data.role !== 'admin');

  useEffect(() => {
    if (!denied) return;
    toastAccessDenied();
    void navigate(paths.adminLogin, { replace: true });
  }, [denied, navigate]);

  return isAdmin ? children : <SessionLoading />;
}
