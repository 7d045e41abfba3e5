import type { ValueSetting } from '../../../shared/contract/ledger';
import type { ValueSettingManyBody } from '../../../shared/contract/request/currencies';
import { RATE_DECIMALS } from '../../../shared/money';
import type { Db } from '../../db/types';
import { fieldError } from '../../http/errors';
import type { Actor } from '../../http/scope';
import { audit } from '../../lib/audit';
import { fixed } from '../../ledger/decimal';
import { userRef, type CurrencyRow } from '../../ledger/referenceChecks';
import { iso } from '../../ledger/sqlRefs';
import { today } from '../../ledger/time';
import { notifyRates } from '../../notifications/rateEvents';
import { buyAboveSell, placeOf, rateCurrency, upsertValueSetting } from './valueSettingService';
import { SERVER_MESSAGES as M } from '../../http/messages';

/**
 * POST /api/value_setting/create_many/: every currency's rates of a day at once (the rate
 * board's «Опубликовать все», «Курсы от ЦБ»). One transaction, so a screen never shows half
 * of an update; one live event for the public screens; one audit row listing every currency
 * with its former rates. Every rate is checked before anything is written.
 */
export async function setValueSettings(db: Db, actor: Actor, input: ValueSettingManyBody): Promise<ValueSetting[]> {
  const place = await placeOf(db, actor, input);
  const seen = new Set<number>();
  const currencies: CurrencyRow[] = [];
  for (const rate of input.rates) {
    const currency = await rateCurrency(db, rate.currency, 'rates');
    if (seen.has(currency.id)) throw fieldError('rates', M.currencyTwice(currency.code));
    seen.add(currency.id);
    if (buyAboveSell(rate.buy_rate, rate.sell_rate)) throw fieldError('rates', M.buyAboveSellOf(currency.code));
    currencies.push(currency);
  }
  const date = input.date ?? today();
  return db.transaction(async (tx) => {
    const user = await userRef(tx, actor.id);
    const answer: ValueSetting[] = [];
    const changes: Array<Record<string, unknown>> = [];
    for (const [i, rate] of input.rates.entries()) {
      const currency = currencies[i];
      const written = await upsertValueSetting(tx, actor, place, currency.id, date, rate);
      const buy = fixed(rate.buy_rate, RATE_DECIMALS);
      const sell = fixed(rate.sell_rate, RATE_DECIMALS);
      changes.push({ id: written.id, currency: currency.code, buy_rate: buy, sell_rate: sell, before: written.before });
      answer.push({
        id: written.id, city: place.city, cash_register: place.register, currency: { id: currency.id, code: currency.code, name: currency.name },
        date, buy_rate: buy, sell_rate: sell, user, created_at: iso(written.created_at)!,
      });
    }
    await audit(tx, actor, 'value_setting.set_many', { city: place.city.id, cash_register: place.register?.id ?? null, date, rates: changes });
    await notifyRates(tx, { city: place.city.id, cash_register: place.register?.id ?? null });
    return answer;
  });
}
