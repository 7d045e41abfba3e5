import { useState } from 'react';
import * as yup from 'yup';
import type { Shift } from '../../../shared/contract';
import { useApproveShiftMutation } from '../../api/shiftsApi';
import { Button } from '../../ui/Button';
import { ApproveShiftBody } from '../../../shared/contract/request/shifts';
import { FormDialog, FormField } from '../../ui/form';
import { textOf } from '../../ui/form/requestLimits';
import { describeDifferences } from './shiftWords';

export const approveShiftSchema = yup.object({ comment: textOf(ApproveShiftBody, 'comment') });

/** The server's refusal (someone approved it meanwhile: 409) above the form's fields. */
function asFormError(error: unknown): unknown {
  const e = error as { status?: number; data?: { detail?: string } };
  return e?.status === 409 ? { status: 400, data: { detail: e.data?.detail ?? '' } } : error;
}

/** «Подтвердить» a shift's differences, with an optional comment: for a supervisor or admin who did not close it. */
export function ApproveShiftButton({ shift }: { shift: Shift }) {
  const [open, setOpen] = useState(false);
  const [approve] = useApproveShiftMutation();
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-label={`Подтвердить смену №${shift.id}`}>
        Подтвердить
      </Button>
      {open && (
        <FormDialog<{ comment: string }>
          open
          title={`Подтвердить смену №${shift.id}`}
          submitLabel="Подтвердить"
          onClose={() => setOpen(false)}
          initialValues={{ comment: '' }}
          schema={approveShiftSchema}
          failureMessage="Не удалось подтвердить смену."
          onSubmit={async ({ comment }) => {
            try {
              await approve({ id: shift.id, cashRegister: shift.cash_register.id, comment: comment.trim() }).unwrap();
            } catch (error) {
              throw asFormError(error);
            }
            setOpen(false);
          }}
        >
          <p>
            {shift.cash_register.name}: {describeDifferences(shift)}. {shift.comment && `«${shift.comment}»`}
          </p>
          <FormField name="comment" label="Комментарий" />
        </FormDialog>
      )}
    </>
  );
}
