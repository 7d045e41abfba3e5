import * as yup from 'yup';
import type { ComplianceMatch } from '../../../shared/contract';
import { FormDialog, FormField, kit } from '../../ui/form';
import { useLiftMatchMutation } from './complianceApi';

const schema = yup.object({ reason: kit.text().max(500, 'Не более 500 символов') });

/**
 * «Снять блокировку» of a confirmed match: the only way a confirmed match ends (an edit of
 * the client or a new list never ends it), so the officer says why; the reason is kept with
 * the match and in the audit log.
 */
export function LiftMatchDialog({ match, onClose }: { match: ComplianceMatch; onClose: () => void }) {
  const [lift] = useLiftMatchMutation();
  return (
    <FormDialog<{ reason: string }>
      open
      title="Снять блокировку"
      submitLabel="Снять"
      onClose={onClose}
      initialValues={{ reason: '' }}
      schema={schema}
      failureMessage="Блокировка не снята"
      onSubmit={async ({ reason }) => {
        await lift({ id: match.id, reason: reason.trim() }).unwrap();
        onClose();
      }}
    >
      <p>
        {match.client.name} — совпадение с «{match.entry.full_name}» подтверждено. Клиенту снова будут доступны операции, если
        его не держит другое совпадение.
      </p>
      <FormField name="reason" label="Причина" autoComplete="off" />
    </FormDialog>
  );
}
