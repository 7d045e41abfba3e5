import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import * as yup from 'yup';
import type { CorrectionRecordKind } from '../../shared/contract';
import { useCreateCorrectionMutation, useListCorrectionsQuery } from '../api/correctionsApi';
import { paths } from '../paths';
import { Button } from './Button';
import { FormDialog, FormField, kit } from './form';
import { CountBadge } from './SideMenu';
import { theme } from './theme';

/**
 * Corrections (storno, issue 17) on a register's record lists — the journal, Кредиторы \
 * Дебиторы, Доходы \ Расходы: «Сторно» asks for a reversal (a dialog with the record and a
 * reason); a row shows "ждёт подтверждения" while a supervisor decides; a reversed record is
 * struck through (`Struck`) with its reversal's number beside it.
 */
export interface StornoRecord {
  id: number;
  reverses: number | null;
  reversed_by: number | null;
  correction_pending: boolean;
}

export const Struck = styled.span<{ $on: boolean }>`
  text-decoration: ${({ $on }) => ($on ? 'line-through' : 'none')};
  color: ${({ $on }) => ($on ? theme.colors.muted : 'inherit')};
`;

const Mark = styled.span`
  color: ${theme.colors.muted};
  font-size: 0.9em;
  white-space: nowrap;
`;

interface Props {
  record: StornoRecord;
  kind: CorrectionRecordKind;
  cashRegister: number;
  operationPerson?: number | null;
  /** The record as the dialog describes it: "Покупка 100.00 USD по 90.000000, 23.11.2026 10:15". */
  description: ReactNode;
  /** False on another register's row (a person's history): its marks only, no «Сторно». */
  offer?: boolean;
}

const schema = yup.object({ reason: kit.text().max(1000, 'Не более 1000 символов') });

export function StornoCell({ record, kind, cashRegister, operationPerson, description, offer = true }: Props) {
  const [open, setOpen] = useState(false);
  const [create] = useCreateCorrectionMutation();
  if (record.reverses !== null) return <Mark>сторно записи №{record.reverses}</Mark>;
  if (record.reversed_by !== null) return <Mark>сторнировано: №{record.reversed_by}</Mark>;
  if (record.correction_pending) return <Mark>сторно ждёт подтверждения</Mark>;
  if (!offer) return null;
  return (
    <>
      <Button $variant="ghost" onClick={() => setOpen(true)} aria-label={`Сторно записи №${record.id}`}>
        Сторно
      </Button>
      <FormDialog<{ reason: string }>
        open={open}
        title={`Сторно записи №${record.id}`}
        submitLabel="Запросить сторно"
        onClose={() => setOpen(false)}
        initialValues={{ reason: '' }}
        schema={schema}
        failureMessage="Не удалось запросить сторно. Проверьте поля формы."
        onSubmit={async ({ reason }) => {
          await create({ cashRegister, operationPerson, body: { record_kind: kind, record_id: record.id, reason: reason.trim() } }).unwrap();
          setOpen(false);
        }}
      >
        <p>{description}</p>
        <p>Запись не изменится: после подтверждения супервайзером будет создана сторнирующая запись с обратными суммами.</p>
        <FormField name="reason" label="Причина" autoComplete="off" />
      </FormDialog>
    </>
  );
}

/**
 * «Запросы на сторно» beside a register's journal, with the count of its requests still
 * waiting — the register's side of the approval queue, kept live by the section's event
 * stream (a request or decision anywhere refetches it: app/liveCache.ts).
 */
export function RegisterCorrectionsLink({ cashRegister }: { cashRegister: number }) {
  const { data } = useListCorrectionsQuery({ cashRegister, status: 'Pending' });
  return (
    <Link to={paths.cashRegisterCorrections(cashRegister)}>
      Запросы на сторно
      <CountBadge count={data?.count} label="ждут подтверждения" />
    </Link>
  );
}
