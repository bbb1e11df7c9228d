import type { Role } from '@shared/schemas/account';
import { paths } from '@/config/paths';

export interface NavItem {
  to: string;
  label: string;
}

export type NavAccount = { status: 'pending' } | { status: 'signed-out' } | { status: 'signed-in'; role: Role | undefined };

/**
 * The main navigation (spec §2 and member-area): only pages that exist. Signed out: Home, IQ Test, Dashboard
 * (which asks them to sign in), Sign In and the Start Test button; signed in: the same without Sign In, the member
 * area's pages (My Results, Report, Help), the admin portal for admins, and Sign Out. While the session is unknown (and on every prerendered page) neither
 * Sign In nor Sign Out is shown, so the server's HTML and the first render in the browser agree.
 */
export function navItems(account: NavAccount): { links: NavItem[]; signIn: boolean; signOut: boolean; startTest: boolean } {
  const links: NavItem[] = [
    { to: paths.home, label: 'Home' },
    { to: paths.start, label: 'IQ Test' },
    { to: paths.profile, label: 'Dashboard' },
  ];
  const signedIn = account.status === 'signed-in';
  if (signedIn) {
    links.push({ to: paths.profileTests, label: 'My Results' }, { to: paths.profileReport, label: 'Report' }, { to: paths.profileHelp, label: 'Help' });
  }
  if (signedIn && account.role === 'admin') links.push({ to: paths.admin, label: 'Admin' });
  return { links, signIn: account.status === 'signed-out', signOut: signedIn, startTest: !signedIn };
}
