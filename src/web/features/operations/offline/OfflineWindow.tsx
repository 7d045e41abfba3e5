import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { OperationType } from '../../../../shared/contract';
import { todayInTimeZone } from '../../../../shared/dates';
import { FIAT_DECIMALS, formatAmount, isDecimalString } from '../../../../shared/money';
import { useDayBalanceQuery } from '../../../api/balancesApi';
import { OFFLINE_EVENT, OFFLINE_MARK, offlineWindow } from '../../../lib/offlineDriver';
import { newIdempotencyKey } from '../../../api/idempotencyKey';
import { useAvailablePairsQuery, useValueSettingsQuery } from '../../../api/referenceApi';
import { appConfig, todayWire } from '../../../appConfig';
import type { OfflineDeal } from '../../../lib/offlineDeal';
import { offlineDealRefusal } from '../../../lib/offlineDealRules';
import { Button } from '../../../ui/Button';
import { theme } from '../../../ui/theme';
import { exchangeFigures } from '../exchange/exchangeTotal';
import { prefillRate } from '../exchange/ratePrefill';
import { useCityDealRules } from '../exchange/useCityDealRules';
import { holdServerActions } from './holdServerActions';
import { printOfflineReceipt } from './offlineReceipt';

export const OFFLINE_ONLY_EXCHANGE = 'Нет связи с сервером: доступен только обмен';
/** What the rest of the screen cannot do, said on the window (each control also says it in its title). */
export const SERVER_ONLY_ACTIONS =
  'Закрытие смены и пересчёт, действия журнала, переводы, выплаты, лица, исправления и отчёты недоступны: им нужен сервер.';
/**
 * What the figures beside the window are: the last the server sent (after a reload, kept in
 * the browser's storage), without the deals made since the line went (docs/web/offline.md).
 */
export const FIGURES_AS_LAST_SENT =
  'Остатки и журнал на экране — последние, что прислал сервер: операции без связи войдут в них после отправки.';

/**
 * The time at the window on the server's clock: with FAKE_DATE the server moves "now" to the
 * fake day (ledger/time.ts `recordTime`), so the deal's `made_at` moves with it.
 */
export function windowNow(now: Date = new Date()): string {
  const { fakeDate, timeZone } = appConfig();
  if (!fakeDate) return now.toISOString();
  const days = (Date.parse(`${fakeDate}T00:00:00Z`) - Date.parse(`${todayInTimeZone(timeZone, now)}T00:00:00Z`)) / 86_400_000;
  return new Date(now.getTime() + days * 86_400_000).toISOString();
}

const Panel = styled.section`
  display: grid;
  gap: 10px;
  padding: 16px;
  background: ${theme.colors.surface};
  border: 2px solid #f0a500;
  border-radius: ${theme.radius};
  label {
    display: grid;
    gap: 4px;
  }
  input,
  select {
    font: inherit;
    padding: 6px 8px;
  }
`;
const Why = styled.p`
  margin: 0;
  font-weight: 600;
`;
const Refusal = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
`;

/**
 * The register screen's forms panel during an outage (docs/web/offline.md): exchanges only, at
 * the rates last received for this register, each deal checked in the browser (the city's
 * offline limit, below the identification threshold, the till never below zero with the
 * queue), written to the queue before it is shown done, and its receipt printed in the browser.
 */
export function OfflineWindow({ registerId }: { registerId: number }) {
  const ids = { type: useId(), currency: useId(), amount: useId() };
  const { data: pairs } = useAvailablePairsQuery(registerId);
  const { data: settings } = useValueSettingsQuery({ cashRegister: registerId });
  const { data: balance } = useDayBalanceQuery({ cashRegister: registerId, date: todayWire() });
  const { cityLimits, compliance } = useCityDealRules(registerId);
  const [type, setType] = useState<OperationType>('BUY');
  const [currency, setCurrency] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<OfflineDeal | null>(null);
  const [busy, setBusy] = useState(false);

  const pair = pairs?.find((p) => p.currency.id === currency) ?? null;
  const base = pairs?.[0]?.base_currency ?? null;
  const rate = prefillRate(settings, registerId, currency, type);
  const figures = isDecimalString(amount, FIAT_DECIMALS) ? exchangeFigures(amount, rate || '0') : null;
  const offlineLimit = cityLimits ? (cityLimits.offline_limit ?? null) : null;
  const balances = useMemo(
    () => Object.fromEntries((balance?.balances ?? []).map((b) => [b.currency.code, b.closing])),
    [balance],
  );

  const submit = async () => {
    const driver = offlineWindow();
    if (!driver?.user || !pair || !base || !figures || !rate) {
      setRefusal(!rate && pair ? 'Курс дня не получен: офлайн-обмен этой валюты невозможен.' : 'Заполните форму полностью.');
      return;
    }
    setBusy(true);
    try {
      const waiting = await driver.waiting(registerId);
      const deal = { operation_type: type, currency: pair.currency.code, amount, total: figures.total, local: base.code };
      const why = offlineDealRefusal(deal, figures.total, {
        offlineLimit,
        identificationThreshold: compliance?.identification_threshold ?? null,
        baseCode: base.code,
        balances,
        queued: waiting.map((d) => ({
          operation_type: d.body.operation_type as OperationType,
          currency: d.currencyCode,
          amount: d.body.amount,
          total: d.total,
          local: d.localCode,
        })),
      });
      setRefusal(why);
      if (why) return;
      // Written to the queue first; only then is it shown done.
      const queued = await driver.queue({
        key: newIdempotencyKey(),
        register: registerId,
        cashier: driver.user,
        body: {
          cash_register: registerId,
          currency: pair.currency.id,
          operation_type: type,
          amount,
          rate,
          is_dilapidated: false,
          offline: true,
          made_at: windowNow(),
        },
        currencyCode: pair.currency.code,
        total: figures.total,
        localCode: base.code,
      });
      setDone(queued);
      setAmount('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel aria-label="Обмен без связи">
      <Why>{OFFLINE_ONLY_EXCHANGE}</Why>
      <p style={{ margin: 0 }}>{SERVER_ONLY_ACTIONS}</p>
      <p style={{ margin: 0 }}>{FIGURES_AS_LAST_SENT}</p>
      {offlineLimit === null && cityLimits && <Refusal>Офлайн-обмен в этом городе выключен.</Refusal>}
      <div role="radiogroup" aria-label="Тип операции" id={ids.type}>
        {(['BUY', 'SELL'] as const).map((t) => (
          <label key={t} style={{ display: 'inline-flex', marginRight: 12 }}>
            <input type="radio" name={ids.type} checked={type === t} onChange={() => setType(t)} />
            {t === 'BUY' ? 'Покупка' : 'Продажа'}
          </label>
        ))}
      </div>
      <label htmlFor={ids.currency}>
        Валюта
        <select id={ids.currency} value={currency ?? ''} onChange={(e) => setCurrency(e.target.value ? Number(e.target.value) : null)}>
          <option value="">—</option>
          {(pairs ?? []).map((p) => (
            <option key={p.currency.id} value={p.currency.id}>
              {p.currency.code} — {p.currency.name}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={ids.amount}>
        Сумма
        <input id={ids.amount} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value.replace(',', '.'))} />
      </label>
      <div>
        Курс: {rate ? rate : '—'} · Итого: {figures && rate ? `${formatAmount(figures.total)} ${base?.code ?? ''}` : '—'}
      </div>
      {refusal && <Refusal role="alert">{refusal}</Refusal>}
      <Button type="button" disabled={busy} onClick={() => void submit()}>
        Провести без связи
      </Button>
      {done && (
        <div role="status">
          Проведено офлайн №{done.localNumber}: {done.body.operation_type === 'BUY' ? 'Покупка' : 'Продажа'} {formatAmount(done.body.amount)}{' '}
          {done.currencyCode}{' '}
          <Button type="button" onClick={() => printOfflineReceipt(done, appConfig().timeZone)}>
            Печать чека
          </Button>
        </div>
      )}
    </Panel>
  );
}

/**
 * Where the window appears: on Операции (`/cash-registers/{id}/`) while the page is marked
 * offline (lib/offlineDriver.ts), above the screen, and the usual forms panel — whose writes
 * would fail — hidden. Mounted by the signed-in shell with the offline mode, so the register
 * screen's own chunk carries nothing of it (its first visit is at its budget).
 */
export function OfflineRegisterWindow() {
  const { pathname } = useLocation();
  const [lost, setLost] = useState(() => document.documentElement.hasAttribute(OFFLINE_MARK));
  useEffect(() => {
    const update = () => setLost(document.documentElement.hasAttribute(OFFLINE_MARK));
    addEventListener(OFFLINE_EVENT, update);
    return () => removeEventListener(OFFLINE_EVENT, update);
  }, []);
  const registerId = Number(/^\/cash-registers\/(\d+)\/$/.exec(pathname)?.[1] ?? 0);
  const place = useRef<HTMLDivElement>(null);
  const open = lost && registerId > 0;
  useEffect(() => (open && place.current ? holdServerActions(document.body, place.current) : undefined), [open]);
  if (!open) return null;
  return (
    <OfflinePlace ref={place}>
      <style>{'[aria-labelledby="operation-forms-title"]{display:none}'}</style>
      <OfflineWindow registerId={registerId} />
    </OfflinePlace>
  );
}

const OfflinePlace = styled.div`
  max-width: 420px;
  margin: 12px 16px;
`;
