import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { FormDialog } from '../../../ui/form';
import { useCreateAdminUserMutation } from './adminUsersApi';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';
import { changesOf, EMPTY_USER, userSchema, type UserFormValues } from './userForm';
import { UserFormFields } from './UserFormFields';

/** «Добавить пользователя»: the server makes the password and shows it once. */
export function UserCreate() {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<{ username: string; password: string } | null>(null);
  const [create] = useCreateAdminUserMutation();
  return (
    <>
      <Button onClick={() => setOpen(true)}>Добавить пользователя</Button>
      <FormDialog<UserFormValues>
        open={open}
        title="Новый пользователь"
        submitLabel="Создать"
        onClose={() => setOpen(false)}
        initialValues={EMPTY_USER}
        schema={userSchema}
        failureMessage="Пользователь не создан. Проверьте поля формы."
        onSubmit={async (values) => {
          const answer = await create({ username: values.username.trim(), ...changesOf(values) }).unwrap();
          setOpen(false);
          setCreated({ username: answer.user.username, password: answer.temporary_password });
        }}
      >
        <UserFormFields withUsername />
      </FormDialog>
      <TemporaryPasswordDialog username={created?.username ?? ''} password={created?.password ?? null} onClose={() => setCreated(null)} />
    </>
  );
}
