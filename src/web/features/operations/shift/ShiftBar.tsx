import { Suspense, useState } from 'react';
import styled from 'styled-components';
import { formatAmount } from '../../../../shared/money';
import type { Shift } from '../../../../shared/contract/shifts';
import { useCanPrint } from '../../../api/meApi';
import { preloadable } from '../../../lib/lazyNamed';
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
const CountDialog = preloadable(() => import(/* webpackChunkName: "count-dialog" */ './CountDialog').then((m) => m.CountDialog));

const Bar = styled.section<{ $open: boolean; $pending?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-bottom: 16px;
  padding: 10px 16px;
  border-radius: ${theme.radius};
  border: 1px solid ${(p) => (p.$open && !p.$pending ? theme.colors.buy : theme.colors.border)};
  background: ${theme.colors.surface};
  strong { flex: 1 1 260px; }
  ${(p) => (p.$open ? OPEN : CLOSED)}
  .handover { flex-basis: 100%; font-size: 13px; color: ${theme.colors.danger}; }
`;

/* Open (and asked): on a phone the open shift's line ("Смена открыта · name · с 30/11/2026 08:30")
   takes two lines; kept at two, so the bar shown while the shift is asked is as tall as the one
   that replaces it and nothing below moves (docs/web/operations.md, "The shift's bar"). */
const OPEN = `
  container: shift-bar / inline-size;
  @container shift-bar (max-width: 400px) { strong { min-height: 2lh; } }
`;

/* Closed: a panel in the forms' place, the words above the button. */
const CLOSED = `
  flex-direction: column;
  align-items: flex-start;
  margin-bottom: 0;
  padding: 16px;
  strong { flex: none; font-size: 18px; }
`;

/** Keeps its row's height without being seen, read or reached: the real bar's buttons' place. */
const Unseen = styled.span`
  visibility: hidden;
  display: contents;
`;

/**
 * The bar while the register's shift is being asked: the open bar's size (its buttons there
 * but unseen), so the forms the screen already shows stay where they are when the answer comes
 * (docs/web/operations.md, "The shift's bar").
 */
export function ShiftBarPending() {
  return (
    <Bar $open $pending aria-label="Смена" aria-busy="true">
      <strong>Смена: загрузка…</strong>
      <Unseen aria-hidden="true">
        <OpenShiftButtons />
      </Unseen>
    </Bar>
  );
}

/**
 * «Закрыть смену», and «Сдать смену» (the shift report printed) for those who may print. Without
 * `onCount` they only hold their place (out of the Tab order), as in the bar shown while the
 * shift is asked.
 */
function OpenShiftButtons({ onCount }: { onCount?: (purpose: CountPurpose) => void }) {
  const canPrint = useCanPrint();
  const wiring = onCount ? { onPointerEnter: CountDialog.preload, onFocus: CountDialog.preload } : { tabIndex: -1 };
  return (
    <>
      <Button $variant="secondary" {...wiring} onClick={() => onCount?.('close')}>
        Закрыть смену
      </Button>
      {canPrint && (
        <Button {...wiring} onClick={() => onCount?.('handover')}>
          Сдать смену
        </Button>
      )}
    </>
  );
}

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
  const [count, setCount] = useState<CountPurpose | null>(null);
  const handover = shift ? handoverText(shift) : null;
  return (
    <>
      {shift ? (
        <Bar $open aria-label="Смена">
          <strong>
            Смена открыта · {shift.opened_by?.name ?? 'система'} · {shiftSince(shift.opened_at)}
          </strong>
          <OpenShiftButtons onCount={setCount} />
          {handover && <span className="handover">{handover}</span>}
        </Bar>
      ) : (
        <Bar $open={false} aria-label="Смена">
          <strong role="status">Касса закрыта</strong>
          <span>Операции недоступны, пока смена не открыта.</span>
          <Button onPointerEnter={CountDialog.preload} onFocus={CountDialog.preload} onClick={() => setCount('open')}>
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
