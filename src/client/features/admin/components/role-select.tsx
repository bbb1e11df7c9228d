import { ROLES, type AdminUser, type Role, RoleSchema } from '@shared/schemas/account';
import { toast } from 'sonner';
import { NativeSelect } from '@/components/ui/native-select';
import { userMessage } from '@/lib/api-error';
import { useSetRole } from '../api/admin-users-api';

const ROLE_LABELS: Record<Role, string> = { user: 'User', moderator: 'Moderator', admin: 'Admin' };

/** A user's role as a labelled dropdown (member-area §4 "Role change"); it shows the server's role until saved. */
export function RoleSelect({ user }: { user: AdminUser }) {
  const setRole = useSetRole();
  const id = `role-${user.id}`;

  const onChange = (value: string) => {
    const role = RoleSchema.parse(value);
    setRole.mutate(
      { userId: user.id, role },
      {
        onSuccess: () => toast.success('User role updated successfully'),
        onError: (error) => toast.error('Error', { description: userMessage(error, 'Failed to update user role') }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-1 sm:w-40">
      <label htmlFor={id} className="sr-only">
        Role of {user.name || user.email}
      </label>
      <NativeSelect id={id} value={user.role} disabled={setRole.isPending} onChange={(event) => onChange(event.target.value)}>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
