import * as yup from 'yup';
import { useCreateCorrectionMutation } from '../api/correctionsApi';
import { CreateCorrectionBody } from '../../shared/contract/request/corrections';
import { FormDialog, FormField } from './form';
import { textOf } from './form/requestLimits';
import type { StornoProps } from './stornoRecord';

export const stornoSchema = yup.object({ reason: textOf(CreateCorrectionBody, 'reason') });

/**
 * «Сторно»'s dialog: the record and a reason, sent as a correction request. Its own chunk
 * (with the form kit: formik, yup), loaded when a row's «Сторно» is pointed at or pressed,
 * so a journal of 100 rows renders no form and no mutation per row.
 */
export default function StornoDialog({ record, kind, cashRegister, operationPerson, description, onClose }: StornoProps & { onClose: () => void }) {
  const [create] = useCreateCorrectionMutation();
  return (
    <FormDialog<{ reason: string }>
      open
      title={`Сторно записи №${record.id}`}
      submitLabel="Запросить сторно"
      onClose={onClose}
      initialValues={{ reason: '' }}
      schema={stornoSchema}
      failureMessage="Не удалось запросить сторно. Проверьте поля формы."
      onSubmit={async ({ reason }) => {
        await create({ cashRegister, operationPerson, body: { record_kind: kind, record_id: record.id, reason: reason.trim() } }).unwrap();
        onClose();
      }}
    >
      <p>{description}</p>
      <p>Запись не изменится: после подтверждения супервайзером будет создана сторнирующая запись с обратными суммами.</p>
      <FormField name="reason" label="Причина" autoComplete="off" />
    </FormDialog>
  );
}
