import { useState } from 'react';
import type { AdminCurrency } from '../../../../shared/contract';
import { ConfirmAction, RowAction, RowActions } from '../kit';
import { useSetAdminCurrencyActiveMutation } from './adminCurrenciesApi';
import { CurrencyEdit } from './CurrencyEdit';
import { DilapidationDialog } from './DilapidationDialog';

type Open = null | 'edit' | 'worn' | 'active';

/** A currency's actions: edit, its worn-note percentage (a foreign fiat one), switch off (confirmed; a refusal says why) or on. */
export function CurrencyRowActions({ currency }: { currency: AdminCurrency }) {
  const [open, setOpen] = useState<Open>(null);
  const [setActive] = useSetAdminCurrencyActiveMutation();
  const code = currency.code;
  const foreignFiat = !currency.is_crypto && !currency.is_base;
  return (
    <RowActions>
      <RowAction aria-label={`Изменить ${code}`} onClick={() => setOpen('edit')}>
        Изменить
      </RowAction>
      {foreignFiat && (
        <RowAction aria-label={`Ветхость ${code}`} onClick={() => setOpen('worn')}>
          Ветхость
        </RowAction>
      )}
      {!currency.is_base && (
        <RowAction aria-label={`${currency.is_active ? 'Отключить' : 'Включить'} ${code}`} onClick={() => setOpen('active')}>
          {currency.is_active ? 'Отключить' : 'Включить'}
        </RowAction>
      )}
      {open === 'edit' && <CurrencyEdit currency={currency} onClose={() => setOpen(null)} />}
      {open === 'worn' && <DilapidationDialog currency={currency} onClose={() => setOpen(null)} />}
      <ConfirmAction
        open={open === 'active'}
        title={currency.is_active ? `Отключить ${code}?` : `Включить ${code}?`}
        action={() => setActive({ id: currency.id, is_active: !currency.is_active }).unwrap()}
        onClose={() => setOpen(null)}
      >
        {currency.is_active
          ? 'Валюта исчезнет из всех форм и пар касс; её история и отчёты прошлых дней останутся. Отключить можно, только если её нет ни в кассах, ни в долгах, ни в незавершённых переводах.'
          : 'Валюта снова появится в формах и в парах касс, где они включены.'}
      </ConfirmAction>
    </RowActions>
  );
}
