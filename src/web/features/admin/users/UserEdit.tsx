import type { AdminUser } from '../../../../shared/contract';
import { FormDialog } from '../../../ui/form';
import { useUpdateAdminUserMutation } from './adminUsersApi';
import { changesOf, formValuesOf, userSchema, type UserFormValues } from './userForm';
import { UserFormFields } from './UserFormFields';

/** «Изменить»: names, role, admin flag, the four permissions, the cities (one write, one audit row). */
export function UserEdit({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const [update] = useUpdateAdminUserMutation();
  if (!user) return null;
  return (
    <FormDialog<UserFormValues>
      open
      title={`Пользователь ${user.username}`}
      submitLabel="Сохранить"
      onClose={onClose}
      initialValues={formValuesOf(user)}
      schema={userSchema}
      failureMessage="Изменения не сохранены. Проверьте поля формы."
      onSubmit={async (values) => {
        await update({ id: user.id, body: changesOf(values) }).unwrap();
        onClose();
      }}
    >
      <UserFormFields withUsername={false} />
    </FormDialog>
  );
}
