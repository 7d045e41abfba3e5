import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useMachine } from '@xstate/react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { CashOrder } from '../../../shared/contract/cashOrders';
import { formatAmount } from '../../../shared/money';
import { useCurrenciesQuery } from '../../api/referenceApi';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { CheckboxField, FormDialog, FormField } from '../../ui/form';
import { Spinner } from '../../ui/Spinner';
import { STEP_HINTS, STEP_LABELS } from './cashOrderLabels';
import { cashOrderStepActors } from './cashOrderStepActors';
import { cashOrderStepMachine, type CashOrderStepOutput } from './cashOrderStepMachine';
import type { CashOrderStep } from './cashOrderSteps';
import { DenominationFields } from './DenominationFields';
import { ProblemBox as Problem } from '../../ui/ProblemBox';
import { betweenCities, bodyOf, dispatchSchema, EMPTY_STEP_VALUES, settleSchema, type StepValues } from './stepForms';

interface Props {
  order: CashOrder;
  step: CashOrderStep;
  onFinished: (output: CashOrderStepOutput) => void;
}

/**
 * One step of an order, on screen: the step machine decides (form, progress, failure) and this
 * draws the state it is in. Mounted per step (a `key`), so each run starts fresh; what was typed
 * survives a failure and a retry.
 */
export function CashOrderStepDialog({ order, step, onFinished }: Props) {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const [machine] = useState(() =>
    cashOrderStepMachine.provide({ actors: cashOrderStepActors(dispatch, { from: order.from_cash_register.id, to: order.to_cash_register.id }) }),
  );
  const [state, send] = useMachine(machine, { input: { order: { id: order.id, state: order.state }, step } });
  const typed = useRef<StepValues>(EMPTY_STEP_VALUES);
  const finished = useRef(false);
  const { data: currencies } = useCurrenciesQuery();
  const denominations = currencies?.find((c) => c.id === order.currency.id)?.denominations ?? [];
  const code = order.currency.code;

  useEffect(() => {
    if (state.status === 'done' && !finished.current) {
      finished.current = true;
      onFinished(state.output as CashOrderStepOutput);
    }
  }, [state, onFinished]);

  const title = `${STEP_LABELS[step]}: заявка №${order.id}`;
  const cancel = () => send({ type: 'step.cancel' });
  const submit = async (values: StepValues) => {
    typed.current = values;
    send({ type: 'step.submit', body: bodyOf(step, values) });
  };

  if (state.matches('filling') && (step === 'approve' || step === 'cancel')) {
    return (
      <ConfirmDialog open onConfirm={() => send({ type: 'step.submit' })} onCancel={cancel}>
        {step === 'approve' ? 'Подтвердить' : 'Отменить'} заявку №{order.id}: {order.from_cash_register.name} → {order.to_cash_register.name}
        {order.amount !== null ? `, ${formatAmount(order.amount)} ${code}` : ''}? {STEP_HINTS[step]}
      </ConfirmDialog>
    );
  }
  if (state.matches('filling') && step === 'settle') {
    return (
      <FormDialog<StepValues> open title={title} submitLabel="Закрыть расхождение" onClose={cancel} initialValues={typed.current} schema={settleSchema} onSubmit={submit}>
        <p>
          Отправлено {order.amount === null ? '—' : `${formatAmount(order.amount)} ${code}`}, принято{' '}
          {order.received_amount === null ? '—' : `${formatAmount(order.received_amount)} ${code}`}, расхождение{' '}
          {order.difference === null ? '—' : `${formatAmount(order.difference)} ${code}`}. {STEP_HINTS.settle}
        </p>
        <FormField name="reason" label="Причина" autoComplete="off" />
      </FormDialog>
    );
  }
  if (state.matches('filling')) {
    const dispatching = step === 'dispatch';
    return (
      <FormDialog<StepValues>
        open
        title={title}
        submitLabel={STEP_LABELS[step]}
        onClose={cancel}
        initialValues={typed.current}
        schema={dispatching ? dispatchSchema(order) : undefined}
        onSubmit={submit}
      >
        <p>
          {dispatching && order.amount !== null ? `Сумма заявки: ${formatAmount(order.amount)} ${code}. ` : ''}
          {STEP_HINTS[step]}
        </p>
        <DenominationFields name="notes" denominations={denominations} code={code} />
        {dispatching ? (
          <>
            <FormField name="seal" label="Номер пломбы" autoComplete="off" />
            {betweenCities(order) && <FormField name="courier" label="Инкассатор" autoComplete="off" />}
          </>
        ) : (
          <CheckboxField name="seal_intact">Пломба цела</CheckboxField>
        )}
      </FormDialog>
    );
  }
  if (state.matches('submitting')) {
    return (
      <Dialog open title={title} onClose={() => {}}>
        <Spinner label="Отправка…" />
      </Dialog>
    );
  }
  if (state.matches('failed')) {
    const retryable = state.can({ type: 'step.retry' });
    return (
      <Dialog open title="Не удалось" onClose={() => send({ type: 'step.close' })}>
        <Problem role="alert">{state.context.error}</Problem>
        <DialogActions>
          <Button $variant="secondary" onClick={() => send({ type: 'step.close' })}>
            Закрыть
          </Button>
          {retryable && <Button onClick={() => send({ type: 'step.retry' })}>Повторить</Button>}
        </DialogActions>
      </Dialog>
    );
  }
  return null;
}
