import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { CashOrder } from '../../../shared/contract/cashOrders';
import { formatAmount } from '../../../shared/money';
import { useFileDelivery } from '../../api/fileDelivery';
import { useCanPrint, useGetMeQuery } from '../../api/meApi';
import { parseId, paths } from '../../paths';
import { Button } from '../../ui/Button';
import { DetailCard } from '../../ui/DetailCard';
import { formatInstant } from '../../ui/formatInstant';
import { PageTitle, Toolbar } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { amountText } from './CashOrderList';
import { STATE_LABELS, STEP_HINTS, STEP_LABELS, kindLabel } from './cashOrderLabels';
import { CashOrderStepDialog } from './CashOrderStepDialog';
import type { CashOrderStepOutput } from './cashOrderStepMachine';
import { stepsFor, type CashOrderStep } from './cashOrderSteps';
import { useCashOrderQuery } from './cashOrdersApi';
import { LoadProblem } from '../../ui/LoadProblem';

const Hint = styled.p`
  margin: 0 0 12px;
  font-size: 13px;
`;

type Person = { name: string } | null;
function historyOf(o: CashOrder): Array<[string, Person, string | null]> {
  return [
    ['Запрошена', o.requested_by, o.requested_at],
    [o.auto_approved ? 'Подтверждена автоматически' : 'Подтверждена', o.approved_by, o.approved_at],
    ['Отменена', o.cancelled_by, o.cancelled_at],
    ['Отправлена', o.dispatched_by, o.dispatched_at],
    ['Принята', o.received_by, o.received_at],
    ['Расхождение закрыто', o.settled_by, o.settled_at],
  ];
}

const notesText = (lines: CashOrder['dispatched_denominations'], code: string) =>
  lines && lines.length ? lines.map((l) => `${formatAmount(l.value)} ${code} × ${l.count}`).join('; ') : '—';

/**
 * /cities/{id}/cash-orders/{order}/: an order's state, its history, and the steps this user may
 * take now (the shared lifecycle's table and the role decide which; the server decides the rest
 * and its refusal is shown as it words it). The receiving side sees no amount while the order
 * travels. A dispatched order prints its «Сопроводительная ведомость».
 */
export function CashOrderPage() {
  const params = useParams();
  const city = parseId(params.cityId) ?? 0;
  const id = parseId(params.orderId) ?? 0;
  const { data: order, isError, error, isFetching, refetch } = useCashOrderQuery({ id }, { skip: id === 0 });
  const { data: me } = useGetMeQuery();
  const [running, setRunning] = useState<{ step: CashOrderStep; key: number } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const print = useFileDelivery();
  const canPrint = useCanPrint();
  const onFinished = useCallback(
    (output: CashOrderStepOutput) => {
      setRunning(null);
      if (output.outcome === 'done' && output.order) setNotice(`Заявка №${output.order.id}: ${STATE_LABELS[output.order.state].toLowerCase()}.`);
      if (output.stale) void refetch();
    },
    [refetch],
  );

  // No such order (an id that is not one, or 404: another city's, or none): said, with the way back.
  if (id === 0 || (error as { status?: unknown } | undefined)?.status === 404) {
    return (
      <>
        <PageTitle>Заявка не найдена</PageTitle>
        <Link to={paths.cityCashOrders(city)}>← Ко всем заявкам</Link>
      </>
    );
  }
  if (!order) return isError ? <LoadProblem what="заявку" retry={() => void refetch()} /> : <Spinner />;
  const code = order.currency.code;
  const steps = me ? stepsFor(order, me) : [];
  // Printed by the sender (to the receiver the order is blind until counted), as every document: isAllowToPrint or an admin.
  const printable = canPrint && order.dispatched_at !== null && !order.blind;
  return (
    <>
      <PageTitle>Заявка №{order.id}</PageTitle>
      <Toolbar>
        <Link to={paths.cityCashOrders(city)}>Все заявки</Link>
        {printable && (
          <Button $variant="secondary" disabled={print.busy} onClick={() => void print.run({ path: `print_cash_order/${order.id}/`, kind: 'print', params: {} })}>
            Сопроводительная ведомость (PDF)
          </Button>
        )}
      </Toolbar>
      {notice && <p role="status">{notice}</p>}
      <DetailCard aria-label="Заявка" aria-busy={isFetching}>
        <dt>Состояние</dt>
        <dd data-testid="cash-order-state">{STATE_LABELS[order.state]}</dd>
        <dt>Вид</dt>
        <dd>{kindLabel(order)}</dd>
        <dt>Откуда</dt>
        <dd>
          {order.from_cash_register.name} ({order.from_city.name})
        </dd>
        <dt>Куда</dt>
        <dd>
          {order.to_cash_register.name} ({order.to_city.name})
        </dd>
        <dt>Сумма</dt>
        <dd>{order.blind ? 'Не показывается до пересчёта при приёме' : amountText(order)}</dd>
        <dt>Ожидается</dt>
        <dd>{order.expected_at ? formatInstant(order.expected_at) : '—'}</dd>
        {order.comment && (
          <>
            <dt>Комментарий</dt>
            <dd>{order.comment}</dd>
          </>
        )}
        {order.seal !== null && (
          <>
            <dt>Пломба</dt>
            <dd>
              {order.seal}
              {order.seal_intact === false ? ' (повреждена при приёме)' : order.seal_intact ? ' (цела при приёме)' : ''}
            </dd>
            <dt>Инкассатор</dt>
            <dd>{order.courier || '—'}</dd>
            <dt>Отправлено по купюрам</dt>
            <dd>{order.blind ? '—' : notesText(order.dispatched_denominations, code)}</dd>
          </>
        )}
        {order.received_amount !== null && (
          <>
            <dt>Принято по купюрам</dt>
            <dd>{notesText(order.received_denominations, code)}</dd>
            <dt>Принято</dt>
            <dd>
              {formatAmount(order.received_amount)} {code}
            </dd>
            <dt>Расхождение</dt>
            <dd data-testid="cash-order-difference">{order.difference === null ? '—' : `${formatAmount(order.difference)} ${code}`}</dd>
          </>
        )}
        {order.settle_reason && (
          <>
            <dt>Причина</dt>
            <dd>{order.settle_reason}</dd>
          </>
        )}
      </DetailCard>
      <h2>История</h2>
      <ol aria-label="История заявки">
        {historyOf(order)
          .filter(([, , at]) => at !== null)
          .map(([what, who, at]) => (
            <li key={what}>
              {what} {formatInstant(at!)}
              {who ? `, ${who.name}` : ''}
            </li>
          ))}
      </ol>
      {steps.length > 0 && (
        <section aria-label="Действия с заявкой">
          {steps.map((step) => (
            <div key={step}>
              <Hint>{STEP_HINTS[step]}</Hint>
              <Button $variant={step === 'cancel' ? 'secondary' : undefined} onClick={() => setRunning({ step, key: Date.now() })}>
                {STEP_LABELS[step]}
              </Button>
            </div>
          ))}
        </section>
      )}
      {running && <CashOrderStepDialog key={running.key} order={order} step={running.step} onFinished={onFinished} />}
    </>
  );
}
