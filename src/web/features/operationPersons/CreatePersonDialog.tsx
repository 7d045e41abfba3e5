import { useState } from 'react';
import * as yup from 'yup';
import { Button } from '../../ui/Button';
import { CreateOperationPersonBody } from '../../../shared/contract/request/operationPersons';
import { FormDialog, FormField } from '../../ui/form';
import { textOf } from '../../ui/form/requestLimits';
import { useCreateOperationPersonMutation } from './operationPersonsApi';

export const createPersonSchema = yup.object({
  first_name: textOf(CreateOperationPersonBody, 'first_name'),
  last_name: textOf(CreateOperationPersonBody, 'last_name'),
  phone: textOf(CreateOperationPersonBody, 'phone'),
  comment: textOf(CreateOperationPersonBody, 'comment'),
});

const EMPTY = { first_name: '', last_name: '', phone: '', comment: '' };

/** 'Добавить': a new person of the city; only the first name is required (docs/PRODUCT.md §3's first_name). */
export function CreatePersonDialog({ city, onCreated }: { city: number; onCreated?: (id: number) => void }) {
  const [open, setOpen] = useState(false);
  const [create] = useCreateOperationPersonMutation();
  return (
    <>
      <Button onClick={() => setOpen(true)}>Добавить</Button>
      <FormDialog
        open={open}
        title="Новый кредитор / дебитор"
        submitLabel="Создать"
        onClose={() => setOpen(false)}
        initialValues={EMPTY}
        schema={createPersonSchema}
        failureMessage="Не удалось создать. Проверьте поля формы."
        onSubmit={async (values) => {
          const person = await create({
            city,
            first_name: values.first_name.trim(),
            last_name: values.last_name.trim(),
            phone: values.phone.trim(),
            comment: values.comment.trim(),
          }).unwrap();
          setOpen(false);
          onCreated?.(person.id);
        }}
      >
        <FormField name="first_name" label="Имя" autoComplete="off" autoFocus />
        <FormField name="last_name" label="Фамилия" autoComplete="off" />
        <FormField name="phone" label="Телефон" type="tel" autoComplete="off" />
        <FormField name="comment" label="Комментарий" autoComplete="off" />
      </FormDialog>
    </>
  );
}
