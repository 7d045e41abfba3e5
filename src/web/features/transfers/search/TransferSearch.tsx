import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGetMeQuery } from '../../../api/meApi';
import { parseId } from '../../../paths';
import { Button } from '../../../ui/Button';
import { EmptyState, PageTitle } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { theme } from '../../../ui/theme';
import { Notice } from '../Notice';
import { registerViewer } from '../transferActions';
import { TransferCodeField } from '../acceptance/TransferCodeField';
import { transferCodeProblem } from '../acceptance/transferCodeInput';
import { TransferFound } from './TransferFound';
import { useLazyFindTransferQuery } from '../transfersApi';
import { useRegisterCities } from '../useRegisterCities';
import { useTransferAcceptance } from '../acceptance/useTransferAcceptance';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 12px;
  margin-bottom: 16px;
  > div { margin-bottom: 0; }
  button { margin-top: 25px; }
`;
const Failure = styled.p`
  color: ${theme.colors.danger};
`;

export const NOT_FOUND_TEXT = 'Перевод с таким кодом не найден.';

function searchFailure(error: unknown): string {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: { detail?: string; code?: string[] } };
  if (status === 404) return data?.detail ?? NOT_FOUND_TEXT;
  if (status === 400) return data?.code?.[0] ?? 'Код перевода: 8 цифр.';
  if (status === 429) return data?.detail ?? 'Слишком много неверных кодов. Подождите минуту.';
  return 'Не удалось выполнить поиск. Повторите позже.';
}

/**
 * /cash-registers/{id}/search/: the client names the 8-digit code; the register finds the
 * external (or crypto) transfer coming to it, accepts it with that code and delivers it,
 * through the acceptance machine.
 */
export function TransferSearch() {
  const cashRegister = parseId(useParams().cashRegisterId) ?? 0;
  const { data: me } = useGetMeQuery();
  const cityOf = useRegisterCities();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [searched, setSearched] = useState<string | null>(null);
  const [find, result] = useLazyFindTransferQuery();
  // A delivered transfer is closed: the code finds nothing any more, so the search starts over.
  const acceptance = useTransferAcceptance((output) => {
    if (output.outcome === 'delivered') {
      setSearched(null);
      setCode('');
    }
  });
  const viewer = useMemo(() => (me ? registerViewer(cashRegister, me) : null), [me, cashRegister]);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const why = transferCodeProblem(code);
    setProblem(why);
    if (why) return;
    acceptance.clearNotice();
    setSearched(code);
    void find({ cashRegister, code });
  };

  // The found transfer refreshes with the lists after an accept (same Transfer tag).
  const transfer = searched && result.originalArgs?.code === searched && !result.isError ? result.data : undefined;
  return (
    <>
      <PageTitle>Поиск по коду</PageTitle>
      <Row aria-label="Поиск по коду" noValidate onSubmit={onSubmit}>
        <TransferCodeField
          value={code}
          error={problem}
          onChange={(digits) => {
            setCode(digits);
            setProblem(null);
          }}
        />
        <Button type="submit">Найти</Button>
      </Row>
      {acceptance.notice && <Notice onClose={acceptance.clearNotice}>{acceptance.notice}</Notice>}
      {!searched ? (
        <EmptyState>Введите 8-значный код, который назвал клиент, и нажмите «Найти».</EmptyState>
      ) : result.isFetching && !transfer ? (
        <Spinner label="Ищем перевод…" />
      ) : result.isError ? (
        <Failure role="alert">{searchFailure(result.error)}</Failure>
      ) : transfer && viewer ? (
        <TransferFound
          transfer={transfer}
          viewer={viewer}
          cityOf={cityOf}
          onAction={(t, action) => acceptance.start(t, action, action === 'accept' ? searched : undefined)}
        />
      ) : null}
      {acceptance.dialog}
    </>
  );
}
