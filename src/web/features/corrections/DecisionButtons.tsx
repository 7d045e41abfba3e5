import { useState } from 'react';
import * as yup from 'yup';
import type { Correction } from '../../../shared/contract';
import { useDecideCorrectionMutation } from '../../api/correctionsApi';
import { Button } from '../../ui/Button';
import { DecideCorrectionBody } from '../../../shared/contract/request/corrections';
import { FormDialog, FormField } from '../../ui/form';
import { textOf } from '../../ui/form/requestLimits';
import { describeRecord } from './describeRecord';

type Decision = 'approve' | 'reject';
const TITLE: Record<Decision, string> = { approve: 'Подтвердить сторно', reject: 'Отклонить сторно' };
export const decideCorrectionSchema = yup.object({ comment: textOf(DecideCorrectionBody, 'comment') });

/**
 * The server's refusal as the form shows it above its fields: an approval that would leave a
 * balance negative (400 under amount, "доступно …") or a correction someone decided meanwhile (409).
 */
function asFormError(error: unknown): unknown {
  const e = error as { status?: number; data?: Record<string, unknown> };
  if (e?.status !== 400 && e?.status !== 409) return error;
  const texts = Object.values(e.data ?? {}).flat().filter((t): t is string => typeof t === 'string');
  return { status: 400, data: { detail: texts.join(' ') } };
}

/** Подтвердить / Отклонить with an optional comment: for a supervisor or admin who did not ask. */
export function DecisionButtons({ correction }: { correction: Correction }) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const [decide] = useDecideCorrectionMutation();
  return (
    <>
      <Button onClick={() => setDecision('approve')} aria-label={`Подтвердить сторно №${correction.id}`}>
        Подтвердить
      </Button>{' '}
      <Button $variant="secondary" onClick={() => setDecision('reject')} aria-label={`Отклонить сторно №${correction.id}`}>
        Отклонить
      </Button>
      {decision && (
        <FormDialog<{ comment: string }>
          open
          title={TITLE[decision]}
          submitLabel={decision === 'approve' ? 'Подтвердить' : 'Отклонить'}
          onClose={() => setDecision(null)}
          initialValues={{ comment: '' }}
          schema={decideCorrectionSchema}
          failureMessage="Не удалось сохранить решение."
          onSubmit={async ({ comment }) => {
            try {
              await decide({
                id: correction.id,
                decision,
                comment: comment.trim(),
                cashRegister: correction.cash_register.id,
                operationPerson: correction.record.operation_person?.id ?? null,
              }).unwrap();
            } catch (error) {
              throw asFormError(error);
            }
            setDecision(null);
          }}
        >
          <p>{describeRecord(correction)}</p>
          <p>
            Причина: {correction.reason} ({correction.requested_by?.name ?? '—'})
          </p>
          {decision === 'approve' && <p>Будет создана сторнирующая запись с обратными суммами, датой сегодняшнего дня.</p>}
          <FormField name="comment" label="Комментарий" autoComplete="off" />
        </FormDialog>
      )}
    </>
  );
}
