import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import styled from 'styled-components';
import { AUDIT_KIND_LABELS, auditActionLabel, changedFields, isCreation } from '../../../../shared/audit';
import type { AuditEntry } from '../../../../shared/contract';
import { useFileDelivery } from '../../../api/fileDelivery';
import { Button } from '../../../ui/Button';
import { formatInstant } from '../../../ui/formatInstant';
import { theme } from '../../../ui/theme';
import { PagedList, usePagedList } from '../../../ui/list';
import { RowAction, RowActions } from '../kit';
import { useAuditLogQuery } from './adminAuditApi';
import { AuditEntryDialog } from './AuditEntryDialog';
import { AuditFilters } from './AuditFilters';
import { AUDIT_LIST, auditParams } from './auditListState';

const Muted = styled.span`
  color: ${theme.colors.muted};
`;

const RecordLink = styled.button`
  font: inherit;
  color: ${theme.colors.primary};
  background: none;
  border: 0;
  padding: 0;
  cursor: pointer;
  text-decoration: underline;
`;

/** At most this many changed fields are named in a row (the entry shows them all). */
const NAMED_FIELDS = 3;

function whatChanged(e: AuditEntry): string {
  if (isCreation(e)) return 'создана';
  if (e.before === null || e.after === null) return e.after === null && e.before !== null ? 'удалена' : '';
  const fields = changedFields(e.before, e.after).map((f) => f.field);
  return fields.length > NAMED_FIELDS ? `${fields.slice(0, NAMED_FIELDS).join(', ')} и ещё ${fields.length - NAMED_FIELDS}` : fields.join(', ');
}

const column = createColumnHelper<AuditEntry>();

/**
 * /admin/audit: every change, newest first (GET /api/audit/), filtered by who, the kind of
 * record, one record and days — all in the URL. An entry opens the record before and after,
 * the changed fields highlighted; «Скачать XLSX» downloads every row the filters match.
 */
export function AuditList() {
  const { state, change, table } = usePagedList(AUDIT_LIST, useAuditLogQuery);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const download = useFileDelivery();

  const columns = useMemo(
    () => [
      column.accessor('created_at', { header: 'Когда', cell: (i) => formatInstant(i.getValue()) }),
      column.accessor((e) => e.user?.name ?? (e.actor === 'cli' ? 'командная строка' : e.actor), { id: 'who', header: 'Кто' }),
      column.accessor('action', { header: 'Действие', meta: { priority: 'key' }, cell: (i) => auditActionLabel(i.getValue()) }),
      column.accessor('record_id', {
        header: 'Запись',
        cell: (i) => {
          const e = i.row.original;
          if (!e.record_id) return <Muted>—</Muted>;
          const label = `${AUDIT_KIND_LABELS[e.kind] ?? e.kind} № ${e.record_id}`;
          return (
            <RecordLink aria-label={`Все изменения: ${label}`} onClick={() => change({ kind: e.kind, record: e.record_id ?? '' })}>
              № {e.record_id}
            </RecordLink>
          );
        },
      }),
      column.accessor(whatChanged, { id: 'changed', header: 'Что изменилось', cell: (i) => i.getValue() || <Muted>—</Muted> }),
      column.display({
        id: 'actions',
        header: 'Действия',
        cell: (i) => (
          <RowActions>
            <RowAction aria-label={`Открыть запись журнала ${i.row.original.id}`} onClick={() => setOpen(i.row.original)}>
              Открыть
            </RowAction>
          </RowActions>
        ),
      }),
    ],
    [change],
  );

  return (
    <>
      <PagedList
        title="Журнал изменений"
        actions={
          <Button
            $variant="secondary"
            disabled={download.busy}
            onClick={() => void download.run({ path: 'print_audit/', kind: 'download', params: auditParams(state) })}
          >
            Скачать XLSX
          </Button>
        }
        filters={<AuditFilters state={state} onChange={change} />}
        columns={columns}
        {...table}
      />
      {open && <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />}
    </>
  );
}
