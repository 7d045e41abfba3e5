import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useListCorrectionsQuery } from '../api/correctionsApi';
import { preloadable } from '../lib/lazyNamed';
import { paths } from '../paths';
import { Button } from './Button';
import { CountBadge } from './SideMenu';
import type { StornoProps } from './stornoRecord';
import { theme } from './theme';

const StornoDialog = preloadable(() => import(/* webpackChunkName: "storno" */ './StornoDialog').then((m) => m.default));

// Corrections (storno) on a register's record lists — the journal, Кредиторы \
// Дебиторы, Доходы \ Расходы: «Сторно» asks for a reversal (a dialog with the record and a
// reason); a row shows "ждёт подтверждения" while a supervisor decides; a reversed record is
// struck through (`Struck`) with its reversal's number beside it.

export const Struck = styled.span<{ $on: boolean }>`
  text-decoration: ${({ $on }) => ($on ? 'line-through' : 'none')};
  color: ${({ $on }) => ($on ? theme.colors.muted : 'inherit')};
`;

const Mark = styled.span`
  color: ${theme.colors.muted};
  font-size: 0.9em;
  white-space: nowrap;
`;

/** `offer`: false on another register's row (a person's history): its marks only, no «Сторно». */
export function StornoCell({ offer = true, ...props }: StornoProps & { offer?: boolean }) {
  const { record } = props;
  const [open, setOpen] = useState(false);
  if (record.reverses !== null) return <Mark>сторно записи №{record.reverses}</Mark>;
  if (record.reversed_by !== null) return <Mark>сторнировано: №{record.reversed_by}</Mark>;
  if (record.correction_pending) return <Mark>сторно ждёт подтверждения</Mark>;
  if (!offer) return null;
  // The dialog's code is fetched when the button is pointed at or focused, before the press.
  return (
    <>
      <Button $variant="ghost" onClick={() => setOpen(true)} onPointerEnter={StornoDialog.preload} onFocus={StornoDialog.preload} aria-label={`Сторно записи №${record.id}`}>
        Сторно
      </Button>
      {open && (
        <Suspense fallback={null}>
          <StornoDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
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
