import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminCashRegister } from '../../../../shared/contract';
import { paths } from '../../../paths';
import { ConfirmAction, RowAction, RowActions } from '../kit';
import { useRenameAdminRegisterMutation, useSetAdminRegisterActiveMutation } from './adminCitiesApi';
import { NameDialog } from './NameDialog';
import { RegisterPairs } from './RegisterPairs';

type Open = null | 'rename' | 'pairs' | 'active';

/** A register's actions: rename, its currency pairs, (de)activate (confirmed; a refusal says why), its history. */
export function RegisterRowActions({ register }: { register: AdminCashRegister }) {
  const [open, setOpen] = useState<Open>(null);
  const [rename] = useRenameAdminRegisterMutation();
  const [setActive] = useSetAdminRegisterActiveMutation();
  const name = register.name;
  return (
    <RowActions>
      <RowAction aria-label={`Переименовать ${name}`} onClick={() => setOpen('rename')}>
        Переименовать
      </RowAction>
      <RowAction aria-label={`Валютные пары ${name}`} onClick={() => setOpen('pairs')}>
        Пары
      </RowAction>
      <RowAction aria-label={`${register.is_active ? 'Деактивировать' : 'Активировать'} ${name}`} onClick={() => setOpen('active')}>
        {register.is_active ? 'Деактивировать' : 'Активировать'}
      </RowAction>
      <RowAction as={Link} to={paths.cashRegister(register.id)} aria-label={`История ${name}`}>
        История
      </RowAction>
      {open === 'rename' && (
        <NameDialog
          title={`Касса ${name}`}
          label="Название"
          submitLabel="Сохранить"
          initial={name}
          failureMessage="Название не изменено. Проверьте его."
          onSubmit={(next) => rename({ id: register.id, name: next }).unwrap()}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'pairs' && <RegisterPairs register={register} onClose={() => setOpen(null)} />}
      <ConfirmAction
        open={open === 'active'}
        title={register.is_active ? `Деактивировать ${name}?` : `Активировать ${name}?`}
        action={() => setActive({ id: register.id, is_active: !register.is_active }).unwrap()}
        onClose={() => setOpen(null)}
      >
        {register.is_active
          ? 'Касса исчезнет из списков для работы и из получателей переводов; её история и отчёты прошлых дней останутся. Деактивировать можно только пустую кассу.'
          : 'Касса снова появится в списках для работы и среди получателей переводов.'}
      </ConfirmAction>
    </RowActions>
  );
}
