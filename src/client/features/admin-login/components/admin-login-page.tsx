import { ShieldCheck } from 'lucide-react';
import { paths } from '@/config/paths';
import { AuthCardLayout, LinkErrorAlert, MagicLinkForm } from '@/features/auth';
import { useAdminLoginGate } from '../hooks/use-admin-login-gate';

/** Route `/admin/login` (member-area §2): sign-in for administrators, by e-mail link only, on to /admin. */
export function AdminLoginPage() {
  useAdminLoginGate();
  return (
    <AuthCardLayout title="Admin Login" heading="Admin Login" description="Enter your administrator e-mail and we will send you a link that signs you in." icon={<ShieldCheck />}>
      <LinkErrorAlert />
      <MagicLinkForm callbackURL={paths.admin} errorCallbackURL={paths.adminLogin} feedback="inline" />
    </AuthCardLayout>
  );
}
