import type { AdminCurrency } from '../../../../shared/contract';
import { ConfirmAction, RowAction, RowActions } from '../kit';
import { useSetAdminCurrencyActiveMutation } from './adminCurrenciesApi';
import { CurrencyEdit } from './CurrencyEdit';
import { DilapidationDialog } from './DilapidationDialog';
import { OfficialMarginDialog } from './OfficialMarginDialog';

export type CurrencyDialog = 'edit' | 'worn' | 'margin' | 'active';

/** A currency's actions: edit, its worn-note percentage (a foreign fiat one), switch off or on (not the base currency). */
export function CurrencyRowActions({ currency, onOpen }: { currency: AdminCurrency; onOpen: (what: CurrencyDialog) => void }) {
  const code = currency.code;
  return (
    <RowActions>
      <RowAction aria-label={`Изменить ${code}`} onClick={() => onOpen('edit')}>
        Изменить
      </RowAction>
      {!currency.is_crypto && !currency.is_base && (
        <RowAction aria-label={`Ветхость ${code}`} onClick={() => onOpen('worn')}>
          Ветхость
        </RowAction>
      )}
      {!currency.is_crypto && !currency.is_base && (
        <RowAction aria-label={`Наценка к ЦБ ${code}`} onClick={() => onOpen('margin')}>
          Наценка к ЦБ
        </RowAction>
      )}
      {!currency.is_base && (
        <RowAction aria-label={`${currency.is_active ? 'Отключить' : 'Включить'} ${code}`} onClick={() => onOpen('active')}>
          {currency.is_active ? 'Отключить' : 'Включить'}
        </RowAction>
      )}
    </RowActions>
  );
}

/** The dialog of the row whose action was chosen (kit useRowDialog); a switch-off is confirmed and a refusal says why. */
export function CurrencyDialogs({ open, onClose }: { open: { row: AdminCurrency; what: CurrencyDialog } | null; onClose: () => void }) {
  const [setActive] = useSetAdminCurrencyActiveMutation();
  if (!open) return null;
  const currency = open.row;
  switch (open.what) {
    case 'edit':
      return <CurrencyEdit currency={currency} onClose={onClose} />;
    case 'worn':
      return <DilapidationDialog currency={currency} onClose={onClose} />;
    case 'margin':
      return <OfficialMarginDialog currency={currency} onClose={onClose} />;
    case 'active':
      return (
        <ConfirmAction
          open
          title={currency.is_active ? `Отключить ${currency.code}?` : `Включить ${currency.code}?`}
          action={() => setActive({ id: currency.id, is_active: !currency.is_active }).unwrap()}
          onClose={onClose}
        >
          {currency.is_active
            ? 'Валюта исчезнет из всех форм и пар касс; её история и отчёты прошлых дней останутся. Отключить можно, только если её нет ни в кассах, ни в долгах, ни в незавершённых переводах.'
            : 'Валюта снова появится в формах и в парах касс, где они включены.'}
        </ConfirmAction>
      );
  }
}
