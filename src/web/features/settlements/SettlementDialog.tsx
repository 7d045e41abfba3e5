import * as yup from 'yup';
import type { FormikProps } from 'formik';
import {
  SETTLEMENT_KIND_LABEL, SETTLEMENT_KIND_VALUES, type SettlementKind, type SettlementPosition,
} from '../../../shared/contract';
import { CreateSettlementBody } from '../../../shared/contract/request/settlements';
import { FIAT_DECIMALS, formatAmount } from '../../../shared/money';
import { toWireDate } from '../../../shared/dates';
import { today } from '../../appConfig';
import { DateField, FormDialog, FormField, kit, MoneyField, REQUIRED, SelectField } from '../../ui/form';
import { textOf } from '../../ui/form/requestLimits';
import { useCreateSettlementMutation } from './settlementsApi';

interface Values {
  kind: SettlementKind;
  amount: string;
  reference: string;
  date: Date | null;
  comment: string;
}

const KIND_OPTIONS = SETTLEMENT_KIND_VALUES.map((k) => ({ value: k, label: SETTLEMENT_KIND_LABEL[k] }));

export const settlementSchema = yup.object({
  kind: yup.string().required(REQUIRED),
  amount: kit.money({ decimals: FIAT_DECIMALS, min: '0.01' }),
  // A bank settlement names its payment order and its date; a vault order counts when received.
  reference: textOf(CreateSettlementBody, 'reference').when('kind', {
    is: 'bank',
    then: (s) => s.trim().required(REQUIRED),
  }),
  date: yup.date().nullable().when('kind', { is: 'bank', then: (s) => s.required(REQUIRED) }),
  comment: textOf(CreateSettlementBody, 'comment'),
});

/**
 * «Рассчитаться» on a position: the city that owes pays the whole position (the amount may be
 * changed), by bank with the payment order's number and date, or as a cash order between the
 * two cities' vaults, which counts once the receiving vault has counted it.
 */
export function SettlementDialog({ line, onClose }: { line: SettlementPosition | null; onClose: () => void }) {
  const [create] = useCreateSettlementMutation();
  if (!line) return null;
  const initial: Values = { kind: 'bank', amount: line.position, reference: '', date: today(), comment: '' };
  return (
    <FormDialog<Values>
      open
      title={`Расчёт: ${line.from_city.name} → ${line.to_city.name}, ${line.currency.code}`}
      submitLabel="Записать расчёт"
      onClose={onClose}
      initialValues={initial}
      schema={settlementSchema}
      failureMessage="Не удалось записать расчёт. Проверьте поля формы."
      onSubmit={async (v) => {
        const bank = v.kind === 'bank';
        await create({
          kind: v.kind,
          from_city: line.from_city.id,
          to_city: line.to_city.id,
          currency: line.currency.id,
          amount: v.amount,
          reference: bank ? v.reference.trim() : undefined,
          date: bank && v.date ? toWireDate(v.date) : undefined,
          comment: v.comment.trim() || undefined,
        }).unwrap();
        onClose();
      }}
    >
      {(formik: FormikProps<Values>) => (
        <>
          <p>
            {line.from_city.name} должен {line.to_city.name}: {formatAmount(line.position, FIAT_DECIMALS)} {line.currency.code}
          </p>
          <SelectField<SettlementKind> name="kind" label="Способ" options={KIND_OPTIONS} />
          <MoneyField name="amount" label="Сумма" decimals={FIAT_DECIMALS} min="0.01" />
          {formik.values.kind === 'bank' ? (
            <>
              <FormField name="reference" label="Номер платёжного документа" autoComplete="off" />
              <DateField name="date" label="Дата" />
            </>
          ) : (
            <p>Будет создана заявка на перемещение из хранилища города {line.from_city.name} в хранилище города {line.to_city.name}; расчёт учтётся, когда её примут.</p>
          )}
          <FormField name="comment" label="Комментарий" autoComplete="off" />
        </>
      )}
    </FormDialog>
  );
}
