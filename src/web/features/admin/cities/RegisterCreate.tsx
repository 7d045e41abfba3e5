import { useState } from 'react';
import * as yup from 'yup';
import { Button } from '../../../ui/Button';
import { AdminCashRegisterBody } from '../../../../shared/contract/request/adminCities';
import { FormDialog, FormField, kit, SelectField } from '../../../ui/form';
import { textOf } from '../../../ui/form/requestLimits';
import { useAdminCitiesQuery } from '../users/adminUsersApi';
import { useCreateAdminRegisterMutation } from './adminCitiesApi';
import { REGISTER_KINDS, type RegisterKind } from '../../../../shared/contract/enums';
import { REGISTER_KIND_LABEL } from '../../../ui/registerKind';

interface Values {
  city: number | null;
  name: string;
  kind: RegisterKind;
}

export const registerCreateSchema = yup.object({
  city: kit.choice(),
  name: textOf(AdminCashRegisterBody, 'name'),
  kind: yup.mixed<RegisterKind>().oneOf([...REGISTER_KINDS]).required(),
});

const KIND_OPTIONS = REGISTER_KINDS.map((value) => ({ value, label: REGISTER_KIND_LABEL[value] }));

/**
 * «Добавить кассу»: a city, a name and its kind — a till, or the city's vault (one per city;
 * the kind never changes afterwards, docs/VAULT.md). The register is active at once (its
 * pairs are set next).
 */
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
        initialValues={{ city, name: '', kind: 'till' }}
        schema={registerCreateSchema}
        failureMessage="Касса не создана. Проверьте поля формы."
        onSubmit={async (values) => {
          await create({ city: values.city!, name: values.name.trim(), kind: values.kind }).unwrap();
          setOpen(false);
        }}
      >
        <SelectField<number> name="city" label="Город" options={(cities?.results ?? []).map((c) => ({ value: c.id, label: c.name }))} />
        <FormField name="name" label="Название" autoComplete="off" />
        <SelectField<RegisterKind> name="kind" label="Вид" options={KIND_OPTIONS} hint="Хранилище — одно на город, клиентов не обслуживает; вид потом не меняется" />
      </FormDialog>
    </>
  );
}
