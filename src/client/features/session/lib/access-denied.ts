import { toast } from 'sonner';

/**
 * Member-area §8 "Non-admin at admin". One toast id: the admin gate and the admin login can both refuse the same
 * visitor within a moment (the gate sends them to the login, which signs them out), and they see it once.
 */
export function toastAccessDenied() {
  toast.error('Access Denied', { id: 'access-denied', description: "You don't have admin privileges" });
}
