import { Link } from 'react-router-dom';
import type { AdminCashRegister } from '../../../../shared/contract';
import { paths } from '../../../paths';
import { ConfirmAction, RowAction, RowActions } from '../kit';
import { useRenameAdminRegisterMutation, useSetAdminRegisterActiveMutation } from './adminCitiesApi';
import { NameDialog } from './NameDialog';
import { RegisterPairs } from './RegisterPairs';

export type RegisterDialog = 'rename' | 'pairs' | 'active';

/** A register's actions: rename, its currency pairs, (de)activate, its history (its page, read-only once deactivated). */
export function RegisterRowActions({ register, onOpen }: { register: AdminCashRegister; onOpen: (what: RegisterDialog) => void }) {
  const name = register.name;
  return (
    <RowActions>
      <RowAction aria-label={`Переименовать ${name}`} onClick={() => onOpen('rename')}>
        Переименовать
      </RowAction>
      <RowAction aria-label={`Валютные пары ${name}`} onClick={() => onOpen('pairs')}>
        Пары
      </RowAction>
      <RowAction aria-label={`${register.is_active ? 'Деактивировать' : 'Активировать'} ${name}`} onClick={() => onOpen('active')}>
        {register.is_active ? 'Деактивировать' : 'Активировать'}
      </RowAction>
      <RowAction as={Link} to={paths.cashRegister(register.id)} aria-label={`История ${name}`}>
        История
      </RowAction>
    </RowActions>
  );
}

/** The dialog of the row whose action was chosen (kit useRowDialog); (de)activation is confirmed and a refusal says why. */
export function RegisterDialogs({ open, onClose }: { open: { row: AdminCashRegister; what: RegisterDialog } | null; onClose: () => void }) {
  const [rename] = useRenameAdminRegisterMutation();
  const [setActive] = useSetAdminRegisterActiveMutation();
  if (!open) return null;
  const register = open.row;
  const name = register.name;
  switch (open.what) {
    case 'rename':
      return (
        <NameDialog
          title={`Касса ${name}`}
          label="Название"
          submitLabel="Сохранить"
          initial={name}
          failureMessage="Название не изменено. Проверьте его."
          onSubmit={(next) => rename({ id: register.id, name: next }).unwrap()}
          onClose={onClose}
        />
      );
    case 'pairs':
      return <RegisterPairs register={register} onClose={onClose} />;
    case 'active':
      return (
        <ConfirmAction
          open
          title={register.is_active ? `Деактивировать ${name}?` : `Активировать ${name}?`}
          action={() => setActive({ id: register.id, is_active: !register.is_active }).unwrap()}
          onClose={onClose}
        >
          {register.is_active
            ? 'Касса исчезнет из списков для работы и из получателей переводов; её история и отчёты прошлых дней останутся. Деактивировать можно только пустую кассу.'
            : 'Касса снова появится в списках для работы и среди получателей переводов.'}
        </ConfirmAction>
      );
  }
}
