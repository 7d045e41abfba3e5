import type { FormikValues } from 'formik';
import type { RefObject } from 'react';
import { KitForm } from '../../../ui/form';
import type { KitFormProps } from '../../../ui/form/KitForm';
import { focusFirstField } from './focusFirstField';
import { TRANSACTION_FAILED } from './messages';
import type { OnDone, ReceiptOffer } from './receiptOffer';

type Props<V extends FormikValues> = Pick<KitFormProps<V>, 'label' | 'initialValues' | 'schema' | 'validate' | 'children'> & {
  /** The form's panel, where the focus goes back after a save (the form focuses it on opening too). */
  box: RefObject<HTMLDivElement | null>;
  /** Sends the operation; what went through is the receipt the panel offers. */
  send: (values: V) => Promise<ReceiptOffer>;
  /** The values the form starts again with; by default empty, with the same operation type. */
  startAgain?: (values: V) => V;
  onDone?: OnDone;
};

/**
 * What the panel's forms (Обмен, Крипто, Кредиторы / Дебиторы) do alike: a refusal is the
 * failure text of docs/PRODUCT.md §8 with the server's reasons; once an operation went through, the receipt
 * is offered and the form is ready for the next client at once — emptied, keeping its
 * operation type, the focus back at its first field.
 */
export function OperationFormFrame<V extends FormikValues & { operation_type: string }>({
  box,
  send,
  startAgain,
  onDone,
  initialValues,
  ...form
}: Props<V>) {
  return (
    <div ref={box}>
      <KitForm<V>
        {...form}
        initialValues={initialValues}
        failureMessage={TRANSACTION_FAILED}
        onSubmit={async (values, helpers) => {
          onDone?.(await send(values));
          helpers.resetForm({ values: startAgain ? startAgain(values) : { ...initialValues, operation_type: values.operation_type } });
          focusFirstField(box.current);
        }}
      />
    </div>
  );
}
