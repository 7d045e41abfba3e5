import type { OperationType, ValueSetting } from '../../../../shared/contract';

/**
 * The rate an exchange form starts with (docs/PRODUCT-DECISIONS.md, Rate board): the register's own value
 * setting for the day, else its city's, for that currency and direction; '' when neither
 * exists (the field is then empty and required). `settings` is value_setting/?cash_register,
 * which answers the city's rows (cash_register null) and this register's own.
 */
export function prefillRate(settings: ValueSetting[] | undefined, registerId: number, currencyId: number | null, type: OperationType): string {
  if (!settings || currencyId === null) return '';
  const forCurrency = settings.filter((s) => s.currency.id === currencyId);
  const own = forCurrency.find((s) => s.cash_register?.id === registerId);
  const city = forCurrency.find((s) => s.cash_register === null);
  const setting = own ?? city;
  if (!setting) return '';
  return type === 'BUY' ? setting.buy_rate : setting.sell_rate;
}
