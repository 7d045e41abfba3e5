import { useRef, useState } from 'react';
import styled from 'styled-components';
import { WATCHLIST_CSV_HEADER } from '../../../shared/contract';
import { serverFormErrors } from '../../ui/form/serverErrors';
import { Button } from '../../ui/Button';
import { formatInstant } from '../../ui/formatInstant';
import { Toolbar } from '../../ui/Page';
import { theme } from '../../ui/theme';
import { useImportWatchlistMutation, useWatchlistQuery } from './complianceApi';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0 0 16px;
  dt { color: ${theme.colors.muted}; }
  dd { margin: 0; }
`;

const Stale = styled.p`
  color: ${theme.colors.danger};
  font-weight: 600;
`;

const Result = styled.p<{ $failed: boolean }>`
  color: ${(p) => (p.$failed ? theme.colors.danger : theme.colors.buy)};
`;

/**
 * The official list: how many names, when and by whom it was uploaded, whether it is older
 * than a city allows; and a new upload (CSV, UTF-8, `full_name,birth_date`) that replaces it
 * whole and rescreens every client. A malformed file is refused with the line named, and the
 * old list stays.
 */
export function WatchlistPanel() {
  const { data: list } = useWatchlistQuery();
  const [upload, { isLoading }] = useImportWatchlistMutation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<{ failed: boolean; text: string } | null>(null);

  const send = async () => {
    if (!file) return;
    const body = new FormData();
    body.append('file', file);
    setResult(null);
    try {
      const state = await upload(body).unwrap();
      setResult({ failed: false, text: `Перечень загружен, записей: ${state.entries}. Клиенты проверены заново.` });
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      const refusal = serverFormErrors(error, []);
      setResult({ failed: true, text: refusal ? [...refusal.form, ...Object.values(refusal.fields)].join(' ') || 'Файл не принят.' : 'Файл не принят.' });
    }
  };

  return (
    <section aria-label="Перечень">
      <Facts>
        <dt>Записей</dt>
        <dd>{list ? list.entries : '…'}</dd>
        <dt>Загружен</dt>
        <dd>{list?.imported_at ? `${formatInstant(list.imported_at)}${list.imported_by ? `, ${list.imported_by.name}` : ''}` : 'ни разу'}</dd>
      </Facts>
      {list?.is_stale && <Stale role="alert">Перечень устарел: загрузите свежий.</Stale>}
      <Toolbar>
        <label>
          Файл перечня (CSV, заголовок <code>{WATCHLIST_CSV_HEADER}</code>){' '}
          <input ref={input} type="file" accept=".csv,text/csv" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </label>
        <Button onClick={() => void send()} disabled={!file || isLoading}>
          {isLoading ? 'Загружаем…' : 'Загрузить перечень'}
        </Button>
      </Toolbar>
      {result && (
        <Result $failed={result.failed} role={result.failed ? 'alert' : 'status'}>
          {result.text}
        </Result>
      )}
    </section>
  );
}
