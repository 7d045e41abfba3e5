import { useState } from 'react';
import * as yup from 'yup';
import { Button } from '../../../ui/Button';
import { AdminCashRegisterBody } from '../../../../shared/contract/request/adminCities';
import { FormDialog, FormField, kit, SelectField } from '../../../ui/form';
import { textOf } from '../../../ui/form/requestLimits';
import { useAdminCitiesQuery } from '../users/adminUsersApi';
import { useCreateAdminRegisterMutation } from './adminCitiesApi';

interface Values {
  city: number | null;
  name: string;
}

export const registerCreateSchema = yup.object({ city: kit.choice(), name: textOf(AdminCashRegisterBody, 'name') });

/** «Добавить кассу»: a city and a name; the register is active at once (its pairs are set next). */
export function RegisterCreate({ city }: { city: number | null }) {
  const [open, setOpen] = useState(false);
  const { data: cities } = useAdminCitiesQuery();
  const [create] = useCreateAdminRegisterMutation();
  return (
    <>
      <Button onClick={() => setOpen(true)}>Добавить кассу</Button>
      <FormDialog<Values>
        open={open}
        title="Новая касса"
        submitLabel="Создать"
        onClose={() => setOpen(false)}
        initialValues={{ city, name: '' }}
        schema={registerCreateSchema}
        failureMessage="Касса не создана. Проверьте поля формы."
        onSubmit={async (values) => {
          await create({ city: values.city!, name: values.name.trim() }).unwrap();
          setOpen(false);
        }}
      >
        <SelectField<number> name="city" label="Город" options={(cities?.results ?? []).map((c) => ({ value: c.id, label: c.name }))} />
        <FormField name="name" label="Название" autoComplete="off" />
      </FormDialog>
    </>
  );
}
