import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useGetMeQuery } from '../../../api/meApi';
import { parseId } from '../../../paths';
import { PageTitle } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { Notice } from '../Notice';
import { RegisterBalance } from './RegisterBalance';
import { registerViewer } from '../transferActions';
import { TransferKindPanel } from './TransferKindPanel';
import { TransferKindTabs } from './TransferKindTabs';
import { useRegisterCities } from '../useRegisterCities';
import { useTransferAcceptance } from '../acceptance/useTransferAcceptance';

/**
 * /cash-registers/{id}/transfers/: the register's internal, external and crypto transfers
 * (crypto only with isCryptoTransactionPageActive, or admin), outgoing and incoming; create,
 * edit while Pending, accept and deliver through the acceptance machine.
 */
export function TransferList() {
  const cashRegister = parseId(useParams().cashRegisterId) ?? 0;
  const { data: me } = useGetMeQuery();
  const cityOf = useRegisterCities();
  const [saved, setSaved] = useState<string | null>(null);
  const acceptance = useTransferAcceptance();
  const viewer = useMemo(() => (me ? registerViewer(cashRegister, me) : null), [me, cashRegister]);

  if (!viewer) return <Spinner />;
  const notice = acceptance.notice ?? saved;
  return (
    <>
      <PageTitle>Переводы</PageTitle>
      <RegisterBalance cashRegister={cashRegister} />
      {notice && (
        <Notice
          onClose={() => {
            acceptance.clearNotice();
            setSaved(null);
          }}
        >
          {notice}
        </Notice>
      )}
      <TransferKindTabs
        cryptoAllowed={viewer.cryptoAllowed}
        panel={(kind, page) => (
          <TransferKindPanel
            kind={kind}
            {...page}
            cashRegister={cashRegister}
            viewer={viewer}
            cityOf={cityOf}
            onAcceptance={(transfer, action) => {
              setSaved(null);
              acceptance.start(transfer, action);
            }}
            onSaved={(message) => {
              acceptance.clearNotice();
              setSaved(message);
            }}
          />
        )}
      />
      {acceptance.dialog}
    </>
  );
}
