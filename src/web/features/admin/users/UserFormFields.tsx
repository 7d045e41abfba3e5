import { useFormikContext } from 'formik';
import styled from 'styled-components';
import type { Permissions } from '../../../../shared/contract';
import { CheckboxField, FormField } from '../../../ui/form';
import { useAdminCitiesQuery } from './adminUsersApi';
import { PERMISSION_LABELS, ROLES, type UserFormValues } from './userForm';

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 8px;
  legend { font-weight: 600; margin-bottom: 6px; }
  display: flex;
  flex-wrap: wrap;
  column-gap: 16px;
`;

/** The user's fields, shared by the create and edit dialogs (the username only on create). */
export function UserFormFields({ withUsername }: { withUsername: boolean }) {
  const { values, setFieldValue } = useFormikContext<UserFormValues>();
  const { data: cities } = useAdminCitiesQuery();
  const toggleCity = (id: number) =>
    setFieldValue('cities', values.cities.includes(id) ? values.cities.filter((c) => c !== id) : [...values.cities, id]);
  return (
    <>
      {withUsername && <FormField name="username" label="Имя пользователя" autoComplete="off" />}
      <FormField name="first_name" label="Имя" />
      <FormField name="last_name" label="Фамилия" />
      <FormField name="role" label="Роль" list="admin-user-roles" hint="Например: Кассир, Супервайзер" />
      <datalist id="admin-user-roles">
        {ROLES.map((r) => (
          <option key={r} value={r} />
        ))}
      </datalist>
      <CheckboxField name="is_admin">Администратор (всё, во всех городах)</CheckboxField>
      <Group>
        <legend>Права</legend>
        {(Object.keys(PERMISSION_LABELS) as Array<keyof Permissions>).map((flag) => (
          <CheckboxField key={flag} name={`permissions.${flag}`}>
            {PERMISSION_LABELS[flag]}
          </CheckboxField>
        ))}
      </Group>
      <Group>
        <legend>Города</legend>
        {cities?.results.map((c) => (
          <label key={c.id} style={{ display: 'inline-flex', gap: 8, marginBottom: 10 }}>
            <input type="checkbox" checked={values.cities.includes(c.id)} onChange={() => toggleCity(c.id)} />
            {c.name}
          </label>
        ))}
      </Group>
    </>
  );
}
