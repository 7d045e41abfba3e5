import { useState } from 'react';
import styled from 'styled-components';
import { toWireDate } from '../../../shared/dates';
import { today, todayWire } from '../../appConfig';
import { DatePicker } from '../../ui/DatePicker';
import { PageTitle, Toolbar } from '../../ui/Page';
import { media } from '../../ui/theme';
import { DaySummary } from './DaySummary';
import { OperationForms } from './OperationForms';
import { OperationJournal } from './OperationJournal';
import { useRegisterPage } from './useRegisterPage';

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

/** /cash-registers/{id}/: the cashier's main screen — new operations, the day, the journal. */
export function OperationList() {
  const { registerId, cityId, seesCrypto } = useRegisterPage();
  const [date, setDate] = useState<Date>(() => today());
  const wireDate = toWireDate(date);
  return (
    <>
      <PageTitle>Операции</PageTitle>
      <Toolbar>
        <span>День</span>
        <DatePicker label="Дата" value={date} onChange={(d) => d && setDate(d)} />
      </Toolbar>
      <Top>
        {cityId !== null && <OperationForms registerId={registerId} cityId={cityId} seesCrypto={seesCrypto} />}
        <DaySummary registerId={registerId} date={wireDate} isToday={wireDate === todayWire()} seesCrypto={seesCrypto} />
      </Top>
      <OperationJournal registerId={registerId} date={wireDate} seesCrypto={seesCrypto} />
    </>
  );
}
