import { useState } from 'react';
import * as yup from 'yup';
import { toWireDate } from '../../../shared/dates';
import { today } from '../../appConfig';
import { Button } from '../../ui/Button';
import { DateField, FormDialog, kit } from '../../ui/form';
import { useCloseSettlementPeriodMutation } from './settlementsApi';

interface Values {
  to_date: Date | null;
}

export const closePeriodSchema = yup.object({ to_date: kit.date() });

/** Yesterday: the latest day a period may be closed through (today is not over). */
function yesterday(): Date {
  const d = today();
  d.setDate(d.getDate() - 1);
  return d;
}

/**
 * «Закрыть период» (admins): the days after the last closed one through the chosen day; from
 * then on their figures stay as they are and nothing may be dated inside.
 */
export function ClosePeriodDialog({ closedThrough }: { closedThrough: string | null }) {
  const [open, setOpen] = useState(false);
  const [close] = useCloseSettlementPeriodMutation();
  return (
    <>
      <Button $variant="secondary" onClick={() => setOpen(true)}>
        Закрыть период
      </Button>
      <FormDialog<Values>
        open={open}
        title="Закрыть период взаиморасчётов"
        submitLabel="Закрыть период"
        onClose={() => setOpen(false)}
        initialValues={{ to_date: yesterday() }}
        schema={closePeriodSchema}
        failureMessage="Не удалось закрыть период."
        onSubmit={async (v) => {
          await close({ to_date: toWireDate(v.to_date!) }).unwrap();
          setOpen(false);
        }}
      >
        <p>
          {closedThrough ? `Закрыто по ${closedThrough.split('-').reverse().join('/')}. ` : ''}
          Цифры закрытого периода больше не меняются; запись с датой в нём невозможна.
        </p>
        <DateField name="to_date" label="Последний день периода" />
      </FormDialog>
    </>
  );
}
