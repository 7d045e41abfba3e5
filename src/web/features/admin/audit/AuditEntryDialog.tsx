import { useState } from 'react';
import styled from 'styled-components';
import { auditActionLabel, auditFields } from '../../../../shared/audit';
import type { AuditEntry } from '../../../../shared/contract';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { formatInstant } from '../../../ui/formatInstant';
import { theme } from '../../../ui/theme';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';

const Fields = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  table-layout: fixed;
  th, td { padding: 5px 6px; text-align: left; vertical-align: top; border-bottom: 1px solid ${theme.colors.border}; overflow-wrap: anywhere; }
  th:first-child { width: 30%; }
  tr[data-changed='true'] td { background: #fff4cc; font-weight: 600; }
`;

const Meta = styled.p`
  margin: 0 0 10px;
  color: ${theme.colors.muted};
`;

const Details = styled.pre`
  margin: 8px 0 0;
  padding: 8px;
  font-size: 12px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  background: ${theme.colors.background};
  border-radius: ${theme.radius};
`;

/** A value as it was written down: text as it is, anything else as JSON; none — a dash. */
const shown = (v: unknown) => (v === undefined || v === null ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/**
 * One audit row: the record before and after the change, field by field, the changed fields
 * highlighted (and said so to a screen reader); «Только изменённые» hides the rest.
 */
export function AuditEntryDialog({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const fields = auditFields(entry.before, entry.after);
  const [onlyChanged, setOnlyChanged] = useState(false);
  const rows = onlyChanged ? fields.filter((f) => f.changed) : fields;
  const details = Object.keys(entry.details ?? {}).length ? JSON.stringify(entry.details, null, 2) : null;
  return (
    <Dialog open wide title={`${auditActionLabel(entry.action)}${entry.record_id ? ` — № ${entry.record_id}` : ''}`} onClose={onClose}>
      <Meta>
        {formatInstant(entry.created_at)} · {entry.user?.name ?? (entry.actor === 'cli' ? 'командная строка' : entry.actor)} ({entry.actor}) · {entry.action}
      </Meta>
      {fields.length ? (
        <>
          <label style={{ display: 'inline-flex', gap: 8, marginBottom: 8 }}>
            <input type="checkbox" checked={onlyChanged} onChange={(e) => setOnlyChanged(e.target.checked)} />
            Только изменённые
          </label>
          <Fields aria-label="Запись до и после">
            <thead>
              <tr>
                <th>Поле</th>
                <th>До</th>
                <th>После</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((f) => (
                <tr key={f.field} data-changed={f.changed}>
                  <td>
                    {f.field}
                    {f.changed && <VisuallyHidden> (изменено)</VisuallyHidden>}
                  </td>
                  <td>{entry.before === null ? '' : shown(f.before)}</td>
                  <td>{entry.after === null ? '' : shown(f.after)}</td>
                </tr>
              ))}
            </tbody>
          </Fields>
        </>
      ) : (
        <p>Запись не менялась (вход, выход или загрузка).</p>
      )}
      {details && (
        <>
          <h3 style={{ fontSize: 14, margin: '12px 0 0' }}>Подробности</h3>
          <Details>{details}</Details>
        </>
      )}
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
