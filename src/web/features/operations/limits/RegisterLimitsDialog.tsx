import styled from 'styled-components';
import * as yup from 'yup';
import type { FormikProps } from 'formik';
import type { RegisterLimits, RegisterLimitsBody } from '../../../../shared/contract';
import { RegisterLimitLine } from '../../../../shared/contract/request/limits';
import { compareDecimal } from '../../../../shared/money';
import { FormDialog, MoneyField } from '../../../ui/form';
import { requestField } from '../../../ui/form/requestLimits';
import { theme } from '../../../ui/theme';

interface Line {
  currency: number;
  code: string;
  decimals: number;
  /** '' = no such limit (null on the wire). */
  min: string;
  max: string;
  refill_to: string;
}
interface Values {
  limits: Line[];
}

// Each value as the request declares it: empty, or a non-negative decimal (the server checks the currency's own places).
const declared = requestField(RegisterLimitLine, 'min');
const shape = new RegExp(declared.pattern!);
const value = () => yup.string().test('decimal', declared['x-error']!, (v) => !v || shape.test(v));
const ORDER = 'Должно быть: минимум ≤ пополнять до ≤ максимум';
const notAbove = (a: string | undefined, b: string | undefined) => !a || !b || !shape.test(a) || !shape.test(b) || compareDecimal(a, b) <= 0;

export const registerLimitsSchema = yup.object({
  limits: yup
    .array(
      yup.object({
        min: value(),
        refill_to: value().test('order', ORDER, function (v) {
          return notAbove(this.parent.min, v) && notAbove(v, this.parent.max);
        }),
        max: value().test('order', ORDER, function (v) {
          return notAbove(this.parent.min, v);
        }),
      }),
    )
    .required(),
});

const Grid = styled.div`
  display: grid;
  grid-template-columns: 56px repeat(3, minmax(0, 1fr));
  gap: 4px 8px;
  /* The inputs of a row on one line however their labels wrap («USD: пополнять до» takes two
     lines where «USD: минимум» takes one): each cell sits on the row's bottom. */
  align-items: end;
  strong { padding-bottom: 10px; }
`;
const Refusal = styled.p`
  color: ${theme.colors.danger};
  margin: 0 0 8px;
`;

interface Props {
  registerName: string;
  current: RegisterLimits;
  /** PUT /api/cash_register/{id}/limits/ (the caller's mutation). */
  onSave: (body: RegisterLimitsBody) => Promise<unknown>;
  onClose: () => void;
}

/**
 * «Лимиты кассы» (docs/VAULT.md): per currency the register shows, a minimum, a maximum and
 * the level a refill brings it to; empty is no limit. Saving replaces the register's set.
 */
export function RegisterLimitsDialog({ registerName, current, onSave, onClose }: Props) {
  const initial: Values = {
    limits: current.limits.map((l) => ({
      currency: l.currency.id,
      code: l.currency.code,
      // The answer's amounts carry the currency's own places (fiat 2, crypto 8).
      decimals: l.balance.split('.')[1]?.length ?? 0,
      min: l.min ?? '',
      max: l.max ?? '',
      refill_to: l.refill_to ?? '',
    })),
  };
  return (
    <FormDialog<Values>
      open
      title={`Лимиты кассы ${registerName}`}
      submitLabel="Сохранить"
      onClose={onClose}
      initialValues={initial}
      schema={registerLimitsSchema}
      failureMessage="Лимиты не сохранены."
      onSubmit={async (values) => {
        await onSave({
          limits: values.limits.map((l) => ({ currency: l.currency, min: l.min || null, max: l.max || null, refill_to: l.refill_to || null })),
        });
        onClose();
      }}
    >
      {(formik: FormikProps<Values>) => (
        <>
          {/* The server names the currency of a refusal under `limits` (a currency twice, too many places). */}
          {typeof formik.errors.limits === 'string' && <Refusal role="alert">{formik.errors.limits}</Refusal>}
          <Grid>
            {formik.values.limits.map((line, i) => (
              <FieldsOf key={line.currency} line={line} index={i} />
            ))}
          </Grid>
        </>
      )}
    </FormDialog>
  );
}

function FieldsOf({ line, index }: { line: Line; index: number }) {
  const at = (field: keyof Line) => `limits.${index}.${field}`;
  return (
    <>
      <strong>{line.code}</strong>
      <MoneyField name={at('min')} label={`${line.code}: минимум`} decimals={line.decimals} min="0" />
      <MoneyField name={at('refill_to')} label={`${line.code}: пополнять до`} decimals={line.decimals} min="0" />
      <MoneyField name={at('max')} label={`${line.code}: максимум`} decimals={line.decimals} min="0" />
    </>
  );
}
