import { useMe } from '@/features/session';
import { navItems } from '../lib/nav-items';

/** The navigation for whoever is signed in (the Admin entry once their role is known). */
export function useNavItems() {
  const { session, me } = useMe();
  return navItems(session.status === 'signed-in' ? { status: 'signed-in', role: me.data?.role } : { status: session.status });
}
