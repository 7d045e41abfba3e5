import { useState } from 'react';
import type { OperationPerson } from '../../../shared/contract';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useSetOperationPersonActiveMutation } from './operationPersonsApi';

type Person = Pick<OperationPerson, 'id' | 'first_name' | 'last_name' | 'is_active'>;

export const personName = (p: Pick<OperationPerson, 'first_name' | 'last_name'>) => `${p.first_name} ${p.last_name}`.trim();

/**
 * Деактивировать / Активировать after 'Подтвердите действие' (docs/PRODUCT.md §2's confirmation).
 * A deactivated person takes no new operations and disappears from the lists of users
 * without isAllowToCheckNonActiveOperationPerson (the server does both).
 */
export function PersonActivationButton({ person }: { person: Person }) {
  const [asking, setAsking] = useState(false);
  const [setActive, { isLoading }] = useSetOperationPersonActiveMutation();
  const name = personName(person);
  const action = person.is_active ? 'Деактивировать' : 'Активировать';
  return (
    <>
      <Button $variant="secondary" onClick={() => setAsking(true)} aria-label={`${action}: ${name}`}>
        {action}
      </Button>
      <ConfirmDialog
        open={asking}
        busy={isLoading}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          // A refusal was alerted by the error catalogue; the dialog has nothing more to say.
          void setActive({ id: person.id, is_active: !person.is_active })
            .unwrap()
            .catch(() => undefined)
            .finally(() => setAsking(false))
        }
      >
        {person.is_active
          ? `${name} будет деактивирован(а): новые операции с ним станут недоступны, кассиры перестанут его видеть.`
          : `${name} снова станет доступен(на) для операций.`}
      </ConfirmDialog>
    </>
  );
}
