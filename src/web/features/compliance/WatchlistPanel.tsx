import { useRef, useState } from 'react';
import styled from 'styled-components';
import { isWatchlistPreview, WATCHLIST_CSV_HEADER, type WatchlistPreview } from '../../../shared/contract';
import { serverFormErrors } from '../../ui/form/serverErrors';
import { Button } from '../../ui/Button';
import { formatInstant } from '../../ui/formatInstant';
import { Toolbar } from '../../ui/Page';
import { theme } from '../../ui/theme';
import { useCancelWatchlistMutation, useConfirmWatchlistMutation, useImportWatchlistMutation, useWatchlistQuery } from './complianceApi';
import { WatchlistPreviewCard } from './WatchlistPreviewCard';

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

/** What the server said when it refused: a 400's messages (the file's) or a 409's detail. */
function refusalText(error: unknown, fallback: string): string {
  const refusal = serverFormErrors(error, ['file']);
  if (refusal) return [...refusal.form, ...Object.values(refusal.fields)].join(' ') || fallback;
  const detail = (error as { data?: { detail?: unknown } } | null)?.data?.detail;
  return typeof detail === 'string' && detail ? detail : fallback;
}

/**
 * The official list: how many names, when and by whom it was uploaded, whether it is older
 * than a city allows; and a new upload (CSV, UTF-8, `full_name,birth_date`) that replaces it
 * whole and rescreens every client. A malformed or empty file is refused with the reason,
 * and the old list stays; a list that drops more than a tenth of the entries in force is
 * shown as a preview that the officer applies or cancels.
 */
export function WatchlistPanel() {
  const { data: list } = useWatchlistQuery();
  const [upload, { isLoading }] = useImportWatchlistMutation();
  const [confirm, { isLoading: confirming }] = useConfirmWatchlistMutation();
  const [cancel, { isLoading: cancelling }] = useCancelWatchlistMutation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<WatchlistPreview | null>(null);
  const [result, setResult] = useState<{ failed: boolean; text: string } | null>(null);

  const applied = (entries: number) => setResult({ failed: false, text: `Перечень загружен, записей: ${entries}. Клиенты проверены заново.` });
  const send = async () => {
    if (!file) return;
    const body = new FormData();
    body.append('file', file);
    setResult(null);
    setPreview(null);
    try {
      const answer = await upload(body).unwrap();
      if (isWatchlistPreview(answer)) setPreview(answer);
      else applied(answer.entries);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      setResult({ failed: true, text: refusalText(error, 'Файл не принят.') });
    }
  };
  const decide = async (apply: boolean) => {
    if (!preview) return;
    setResult(null);
    try {
      if (apply) applied((await confirm({ id: preview.preview }).unwrap()).entries);
      else {
        await cancel({ id: preview.preview }).unwrap();
        setResult({ failed: false, text: 'Новый перечень отменён, действует прежний.' });
      }
    } catch (error) {
      setResult({ failed: true, text: refusalText(error, apply ? 'Перечень не применён.' : 'Не удалось отменить.') });
    }
    setPreview(null);
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
      {preview && (
        <WatchlistPreviewCard preview={preview} busy={confirming || cancelling} onConfirm={() => void decide(true)} onCancel={() => void decide(false)} />
      )}
      {result && (
        <Result $failed={result.failed} role={result.failed ? 'alert' : 'status'}>
          {result.text}
        </Result>
      )}
    </section>
  );
}
