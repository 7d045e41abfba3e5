import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromWireDate, isWireDate, toWireDate } from '../../../shared/dates';
import { useTransferCashRegistersQuery } from '../../api/referenceApi';
import { monthToDate } from '../../ui/ReportPeriod';

/**
 * The filters of a compliance queue (mandatory control, signs of structuring), kept in the URL
 * so that a reload or a link shows the same: a period (the month so far by default), a status
 * (the first of `statuses` by default) and a city (every city by default). What equals its
 * default is left out of the URL; an emptied date stays in it as empty, so that it is not the
 * month's default again. A change goes back to page 1. The period is `from_date`/`to_date`,
 * as the queues' routes name it.
 */
export function useQueueFilters<S extends string>(statuses: readonly S[]) {
  const [params, setParams] = useSearchParams();
  const [fromName, toName] = ['from_date', 'to_date'];
  const defaults: Record<string, () => string> = {
    [fromName]: () => toWireDate(monthToDate()[0]),
    [toName]: () => toWireDate(monthToDate()[1]),
    status: () => statuses[0],
  };
  const day = (name: string) => {
    const value = params.get(name);
    if (value === null) return defaults[name]();
    return isWireDate(value) ? value : undefined;
  };
  const status = params.get('status') as S | null;
  const city = Number(params.get('city'));
  const filters = {
    from: day(fromName),
    to: day(toName),
    status: status && statuses.includes(status) ? status : statuses[0],
    city: Number.isInteger(city) && city > 0 ? city : undefined,
  };

  const change = (values: Record<string, string | undefined>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [name, value] of Object.entries(values)) {
        if (value === undefined || value === defaults[name]?.()) next.delete(name);
        else next.set(name, value);
      }
      next.delete('page');
      return next;
    });

  const { data: registers } = useTransferCashRegistersQuery();
  const cityOptions = useMemo(() => [{ value: '', label: 'Все города' }, ...citiesOf(registers ?? [])], [registers]);

  return {
    filters,
    /** The period as the date picker shows it. */
    period: { from: filters.from ? fromWireDate(filters.from) : null, to: filters.to ? fromWireDate(filters.to) : null },
    setPeriod: (from: Date | null, to: Date | null) => change({ [fromName]: from ? toWireDate(from) : '', [toName]: to ? toWireDate(to) : '' }),
    setStatus: (value: S) => change({ status: value }),
    setCity: (value: string) => change({ city: value || undefined }),
    cityOptions,
  };
}

/** Every city of the network, by name, from its registers (compliance officers work for all of them). */
function citiesOf(registers: Array<{ city: { id: number; name: string } }>) {
  const byId = new Map(registers.map((r) => [r.city.id, r.city.name]));
  return [...byId].map(([id, name]) => ({ value: String(id), label: name })).sort((a, b) => a.label.localeCompare(b.label, 'ru'));
}
