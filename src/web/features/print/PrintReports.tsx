import { useState } from 'react';
import styled from 'styled-components';
import { useCanPrint } from '../../api/meApi';
import { today } from '../../appConfig';
import { DatePicker } from '../../ui/DatePicker';
import { PageTitle } from '../../ui/Page';
import { PrintButton } from '../../ui/PrintButton';
import { theme } from '../../ui/theme';

const REPORTS = [
  { id: 'operation-persons', title: 'Список кредиторов и дебиторов' },
  { id: 'out-transactions', title: 'Отчет по транзакциям кредиторов \\ дебиторов' },
  { id: 'value-settings', title: 'Курсы валют (табло)' },
] as const;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  margin-bottom: 8px;
`;

const Note = styled.p`
  color: ${theme.colors.muted};
`;

/**
 * /cities/print/: the printable reports. The files come with the ledger (a later issue);
 * until then the buttons show their 'Параметры' dialog but report that nothing is ready.
 */
export function PrintReports() {
  const allowed = useCanPrint();
  const [date, setDate] = useState<Date | null>(() => today());
  const notReady = () => window.alert('Этот отчет появится вместе с журналом операций.');
  const params = <DatePicker label="Дата отчета" value={date} onChange={setDate} />;
  return (
    <>
      <PageTitle>Печатать отчеты</PageTitle>
      {!allowed && <Note>У вас нет права печатать и скачивать отчеты.</Note>}
      <ul style={{ listStyle: 'none', padding: 0 }}>
        {REPORTS.map((report) => (
          <Row key={report.id}>
            <span>{report.title}</span>
            <span style={{ display: 'flex', gap: 8 }}>
              <PrintButton kind="print" allowed={allowed} params={params} onRun={notReady} />
              <PrintButton kind="download" allowed={allowed} params={params} onRun={notReady} />
            </span>
          </Row>
        ))}
      </ul>
    </>
  );
}
