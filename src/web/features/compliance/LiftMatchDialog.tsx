import * as yup from 'yup';
import type { ComplianceMatch } from '../../../shared/contract';
import { LiftMatchBody } from '../../../shared/contract/request/compliance';
import { FormDialog, FormField } from '../../ui/form';
import { textOf } from '../../ui/form/requestLimits';
import { useLiftMatchMutation } from './complianceApi';

export const liftMatchSchema = yup.object({ reason: textOf(LiftMatchBody, 'reason') });

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
      schema={liftMatchSchema}
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
