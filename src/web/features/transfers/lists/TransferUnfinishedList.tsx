import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Transfer, TransferKind } from '../../../../shared/contract/ledger';
import { useGetMeQuery } from '../../../api/meApi';
import { useAllCashRegistersQuery } from '../../../api/referenceApi';
import { parseId } from '../../../paths';
import { PageTitle } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { Notice } from '../Notice';
import { cityViewer, type TransferViewer } from '../transferActions';
import type { AcceptanceAction } from '../acceptance/transferAcceptanceMachine';
import { isClientKind } from '../sending/transferFormSchema';
import { TRANSFER_PAGE_SIZE } from './TransferKindPanel';
import { KIND_TABLE_LABELS } from '../transferLabels';
import { TransferKindTabs } from './TransferKindTabs';
import { TransferTable } from './TransferTable';
import { useListCityTransfersQuery } from '../transfersApi';
import { useRegisterCities } from '../useRegisterCities';
import { useTransferAcceptance } from '../acceptance/useTransferAcceptance';
import type { KindPage } from './TransferKindTabs';

/** "Waited 12 min" moves on while the screen is open. */
function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

interface PanelProps extends KindPage {
  kind: TransferKind;
  city: number;
  viewer: TransferViewer;
  cityOf: (registerId: number) => string | undefined;
  now: number;
  onAcceptance: (transfer: Transfer, action: AcceptanceAction) => void;
}

const CITY_OFFERS = ['accept', 'deliver'] as const;

function UnfinishedPanel({ kind, city, viewer, cityOf, now, onAcceptance, page, onPage }: PanelProps) {
  const { data, isLoading } = useListCityTransfersQuery({ kind, city, page, size: TRANSFER_PAGE_SIZE });
  // The server lists open statuses only; a row it answers as final (is_final) is not shown.
  const rows = useMemo(() => data?.results.filter((t) => !t.is_final), [data]);
  return (
    <TransferTable
      label={`${KIND_TABLE_LABELS[kind]}: незавершенные`}
      data={rows}
      loading={isLoading}
      pagination={{ page, pageSize: TRANSFER_PAGE_SIZE, count: data?.count ?? 0, onPageChange: onPage }}
      viewer={viewer}
      cityOf={cityOf}
      now={now}
      forClients={isClientKind(kind)}
      // The city screen accepts and delivers; editing is the sending register's screen.
      offers={CITY_OFFERS}
      onAction={(t, action) => (action === 'accept' || action === 'deliver') && onAcceptance(t, action)}
    />
  );
}

/**
 * /cities/{id}/transfers/: the city's transfers not yet final, incoming and outgoing, with
 * how long each has waited; a supervisor accepts and delivers from here.
 */
export function TransferUnfinishedList() {
  const city = parseId(useParams().cityId) ?? 0;
  const { data: me } = useGetMeQuery();
  const { data: registers } = useAllCashRegistersQuery({ city });
  const cityOf = useRegisterCities();
  const now = useNow();
  const acceptance = useTransferAcceptance();
  const viewer = useMemo(() => (me && registers ? cityViewer(registers.map((r) => r.id), me) : null), [me, registers]);

  if (!viewer) return <Spinner />;
  return (
    <>
      <PageTitle>Незавершенные переводы</PageTitle>
      {acceptance.notice && <Notice onClose={acceptance.clearNotice}>{acceptance.notice}</Notice>}
      <TransferKindTabs
        cryptoAllowed={viewer.cryptoAllowed}
        panel={(kind, page) => (
          <UnfinishedPanel kind={kind} city={city} viewer={viewer} cityOf={cityOf} now={now} onAcceptance={acceptance.start} {...page} />
        )}
      />
      {acceptance.dialog}
    </>
  );
}
