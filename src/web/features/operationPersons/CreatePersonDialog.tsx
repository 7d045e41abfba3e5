import { useState } from 'react';
import * as yup from 'yup';
import { Button } from '../../ui/Button';
import { FormDialog, FormField, kit } from '../../ui/form';
import { useCreateOperationPersonMutation } from './operationPersonsApi';

const schema = yup.object({
  first_name: kit.text().max(150, 'Не более 150 символов'),
  last_name: kit.optionalText(150),
  phone: kit.optionalText(50),
  comment: kit.optionalText(500),
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
        schema={schema}
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
