import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { formatAmount } from '../../../../shared/money';
import type { Shift } from '../../../../shared/contract/shifts';
import { useCanPrint } from '../../../api/meApi';
import { Button } from '../../../ui/Button';
import { theme } from '../../../ui/theme';
import type { CountPurpose } from './countMachine';
import { shiftSince } from './shiftSince';

/**
 * The count dialog (its machine, decimal.js, the banknote fields) loads when a count starts, not
 * with Операции's first visit: a cashier counts twice a shift and opens the screen dozens of
 * times (the 60 KB first-visit budget, e2e/bundle-budget.spec.ts). Pointing at a shift button
 * fetches it ahead.
 */
const loadCountDialog = () => import(/* webpackChunkName: "count-dialog" */ './CountDialog');
const CountDialog = lazy(() => loadCountDialog().then((m) => ({ default: m.CountDialog })));
const preload = () => void loadCountDialog();

const Bar = styled.section<{ $open: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-bottom: 16px;
  padding: 10px 16px;
  border-radius: ${theme.radius};
  border: 1px solid ${(p) => (p.$open ? theme.colors.buy : theme.colors.border)};
  background: ${theme.colors.surface};
  strong { flex: 1 1 260px; }
  /* Closed: a panel in the forms' place, the words above the button. */
  ${(p) => (p.$open ? '' : `flex-direction: column; align-items: flex-start; margin-bottom: 0; padding: 16px; strong { flex: none; font-size: 18px; }`)}
  .handover { flex-basis: 100%; font-size: 13px; color: ${theme.colors.danger}; }
`;

/** The opening's differences: a handover difference, shown to the cashier who took the register over. */
function handoverText(shift: Shift): string | null {
  const found = shift.opening.filter((l) => !/^-?0(\.0+)?$/.test(l.difference));
  if (!found.length) return null;
  const what = found.map((l) => `${l.currency.code} ${l.difference.startsWith('-') ? '' : '+'}${formatAmount(l.difference)}`).join(', ');
  return `Расхождение при приёме смены: ${what}${shift.opening_comment ? ` — ${shift.opening_comment}` : ''}`;
}

interface Props {
  registerId: number;
  /** The open shift, or null: the register is closed. */
  shift: Shift | null;
}

/**
 * Above the Операции forms: "Смена открыта · Ксения Кассирова · с 09:00" with
 * «Закрыть смену» and «Сдать смену» (close, then the shift report printed: for those who may
 * print); or, with no open shift, «Касса закрыта» and «Открыть смену» in place of the forms.
 */
export function ShiftBar({ registerId, shift }: Props) {
  const canPrint = useCanPrint();
  const [count, setCount] = useState<CountPurpose | null>(null);
  const handover = shift ? handoverText(shift) : null;
  return (
    <>
      {shift ? (
        <Bar $open aria-label="Смена">
          <strong>
            Смена открыта · {shift.opened_by?.name ?? 'система'} · {shiftSince(shift.opened_at)}
          </strong>
          <Button $variant="secondary" onPointerEnter={preload} onFocus={preload} onClick={() => setCount('close')}>
            Закрыть смену
          </Button>
          {canPrint && (
            <Button onPointerEnter={preload} onFocus={preload} onClick={() => setCount('handover')}>
              Сдать смену
            </Button>
          )}
          {handover && <span className="handover">{handover}</span>}
        </Bar>
      ) : (
        <Bar $open={false} aria-label="Смена">
          <strong role="status">Касса закрыта</strong>
          <span>Операции недоступны, пока смена не открыта.</span>
          <Button onPointerEnter={preload} onFocus={preload} onClick={() => setCount('open')}>
            Открыть смену
          </Button>
        </Bar>
      )}
      {count && (
        <Suspense fallback={null}>
          <CountDialog registerId={registerId} purpose={count} shiftId={shift?.id} onFinished={() => setCount(null)} />
        </Suspense>
      )}
    </>
  );
}
