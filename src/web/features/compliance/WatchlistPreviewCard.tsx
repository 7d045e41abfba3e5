import styled from 'styled-components';
import type { WatchlistEntry, WatchlistPreview, WatchlistPreviewClient } from '../../../shared/contract';
import { Button } from '../../ui/Button';
import { formatInstant } from '../../ui/formatInstant';
import { Toolbar } from '../../ui/Page';
import { theme } from '../../ui/theme';

const Card = styled.section`
  border: 2px solid ${theme.colors.handedOver};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  padding: 16px;
  margin-bottom: 16px;
  h2 { margin: 0 0 8px; font-size: 1.1rem; }
  h3 { margin: 16px 0 4px; font-size: 1rem; }
  ul { margin: 0; padding-left: 20px; overflow-wrap: anywhere; }
`;

const Warning = styled.p`
  color: ${theme.colors.handedOver};
  font-weight: 600;
`;

const STATUS: Record<WatchlistPreviewClient['screening_status'], string> = { clear: 'чист', review: 'на проверке', blocked: 'заблокирован' };
const KIND: Record<WatchlistPreviewClient['kind'], string> = { blocked: 'имя и дата рождения', review: 'только имя' };

const entryText = (e: WatchlistEntry) => (e.birth_date ? `${e.full_name}, ${e.birth_date}` : e.full_name);

function Entries({ title, total, sample }: { title: string; total: number; sample: WatchlistEntry[] }) {
  if (!total) return null;
  return (
    <>
      <h3>{title}: {total}{total > sample.length ? ` (первые ${sample.length})` : ''}</h3>
      <ul>{sample.map((e, i) => <li key={i}>{entryText(e)}</li>)}</ul>
    </>
  );
}

function Clients({ title, total, clients, what }: { title: string; total: number; clients: WatchlistPreviewClient[]; what: (c: WatchlistPreviewClient) => string }) {
  if (!total) return null;
  return (
    <>
      <h3>{title}: {total}{total > clients.length ? ` (первые ${clients.length})` : ''}</h3>
      <ul>{clients.map((c) => <li key={c.client.id}>{c.client.name} — {what(c)}</li>)}</ul>
    </>
  );
}

/**
 * A list that drops more than a tenth of the entries in force is most likely a wrong file:
 * the server keeps it aside and this card shows what it would change — the entries added and
 * removed, and the clients whose state would change — until the officer applies or cancels it.
 */
export function WatchlistPreviewCard({ preview, busy, onConfirm, onCancel }: {
  preview: WatchlistPreview;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Card aria-label="Новый перечень ждёт подтверждения">
      <h2>Новый перечень не применён: проверьте разницу</h2>
      <Warning>
        В файле «{preview.file_name}» нет {preview.removed} из {preview.entries_in_force} действующих записей — возможно, это не тот файл.
      </Warning>
      <p>
        Записей в новом перечне: {preview.entries}. Добавлено: {preview.added}, убрано: {preview.removed}. Подтвердить можно до{' '}
        {formatInstant(preview.expires_at)}.
      </p>
      <Entries title="Убраны" total={preview.removed} sample={preview.removed_sample} />
      <Entries title="Добавлены" total={preview.added} sample={preview.added_sample} />
      <Clients
        title="Клиенты, которых новый перечень отметит"
        total={preview.newly_matched}
        clients={preview.newly_matched_clients}
        what={(c) => `${c.kind === 'blocked' ? 'будет заблокирован' : 'уйдёт на проверку'} (${KIND[c.kind]}: ${entryText(c.entry)})`}
      />
      <Clients
        title="Клиенты, чьей записи нет в новом перечне"
        total={preview.no_longer_listed}
        clients={preview.no_longer_listed_clients}
        what={(c) => `сейчас ${STATUS[c.screening_status]} (${entryText(c.entry)})`}
      />
      <Toolbar style={{ marginTop: 16, marginBottom: 0 }}>
        <Button onClick={onConfirm} disabled={busy}>Применить перечень</Button>
        <Button $variant="secondary" onClick={onCancel} disabled={busy}>Отменить</Button>
      </Toolbar>
    </Card>
  );
}
