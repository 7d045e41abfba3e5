import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { toWireDate } from '../../../shared/dates';
import { today, todayWire } from '../../appConfig';
import { useCurrentShiftQuery } from '../../api/shiftsApi';
import { DatePicker } from '../../ui/DatePicker';
import { PageTitle, Toolbar } from '../../ui/Page';
import { media } from '../../ui/theme';
import { RegisterLimitsButton } from './limits/RegisterLimitsButton';
import { DaySummary } from './day/DaySummary';
import { OperationForms } from './forms/OperationForms';
import { OperationJournal } from './day/OperationJournal';
import { ShiftBar, ShiftBarPending } from './shift/ShiftBar';
import { useKeepLastKnown } from '../../lib/lastKnownSave';
import { useRegisterPage } from './useRegisterPage';

// Only a vault's screen shows it: loaded there, not with every till's first visit (its
// JavaScript budget, docs/PERFORMANCE.md).
const VaultNote = lazy(() => import('../../ui/VaultNote').then((m) => ({ default: m.VaultNote })));

/** Desktop: the forms on the left, the day's figures beside them, the journal below. */
const Top = styled.div`
  display: grid;
  gap: 16px;
  margin-bottom: 24px;
  ${media.desktop} {
    grid-template-columns: minmax(340px, 370px) minmax(0, 1fr);
    align-items: start;
  }
`;

/**
 * /cash-registers/{id}/: the cashier's main screen — the shift, new operations, the day, the
 * journal. Without an open shift the forms give way to «Касса закрыта» (shift/ShiftBar.tsx);
 * on the city's vault they are never offered, and the screen says why. Supervisors and admins
 * set the register's limits here; the day's balances mark a currency outside them.
 */
export function OperationList() {
  const { registerId, register, cityId, seesCrypto } = useRegisterPage();
  // The figures the window trades by during an outage survive a reload (docs/web/offline.md).
  useKeepLastKnown();
  // The city's vault serves no client (docs/VAULT.md): its screen says so instead of offering the forms.
  const isVault = register?.kind === 'vault';
  const { data: shift, isLoading: shiftLoading } = useCurrentShiftQuery(registerId, { skip: registerId === 0 });
  const [date, setDate] = useState<Date>(() => today());
  const wireDate = toWireDate(date);
  return (
    <>
      <PageTitle>Операции</PageTitle>
      <Toolbar>
        <span>День</span>
        <DatePicker label="Дата" value={date} onChange={(d) => d && setDate(d)} />
        {register && <RegisterLimitsButton registerId={registerId} registerName={register.name} />}
      </Toolbar>
      {/* The bar's place is kept while the shift is asked: the forms below are already there and
          must not move under a cashier's click when it comes (docs/web/operations.md). */}
      {shiftLoading && <ShiftBarPending />}
      {shift && <ShiftBar registerId={registerId} shift={shift} />}
      <Top>
        {shift === null && <ShiftBar registerId={registerId} shift={null} />}
        {/* While the shift is being asked, the forms are there (a register is open nearly always, and
            F2 works at once); a write that meets a closed register is refused by the server anyway. */}
        {isVault ? (
          <Suspense fallback={null}>
            <VaultNote />
          </Suspense>
        ) : (
          shift !== null && cityId !== null && <OperationForms registerId={registerId} cityId={cityId} seesCrypto={seesCrypto} />
        )}
        <DaySummary registerId={registerId} date={wireDate} isToday={wireDate === todayWire()} seesCrypto={seesCrypto} />
      </Top>
      <OperationJournal registerId={registerId} date={wireDate} seesCrypto={seesCrypto} />
    </>
  );
}
