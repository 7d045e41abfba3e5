import { useMemo } from 'react';
import { fromWireDate, toWireDate } from '../../../shared/dates';
import { useAllCashRegistersQuery } from '../../api/referenceApi';
import { defaultedDayParam, idParam, useListState, type ListSpec } from '../../ui/list';
import { monthToDate } from '../../ui/ReportPeriod';

const monthStart = () => toWireDate(monthToDate()[0]);
const monthEnd = () => toWireDate(monthToDate()[1]);

interface SettlementFilters {
  from_date: string | undefined;
  to_date: string | undefined;
  city: number | null;
}

const SPEC: ListSpec<SettlementFilters> = {
  from_date: defaultedDayParam(monthStart),
  to_date: defaultedDayParam(monthEnd),
  city: idParam,
};

/**
 * «Взаиморасчёты»' period (the month so far by default) and city (the whole network, or the
 * user's cities, by default), kept in the URL: a reload or a shared link shows the same
 * figures. The cities offered are the user's own (their registers' cities).
 */
export function useSettlementFilters() {
  const { state, change } = useListState(SPEC);
  const { data: registers } = useAllCashRegistersQuery();
  const cityOptions = useMemo(() => {
    const byId = new Map((registers ?? []).map((r) => [r.city.id, r.city.name]));
    return [...byId].map(([id, name]) => ({ value: String(id), label: name })).sort((a, b) => a.label.localeCompare(b.label, 'ru'));
  }, [registers]);
  const fromDate = state.from_date ?? state.to_date ?? monthStart();
  const toDate = state.to_date ?? state.from_date ?? monthEnd();
  return {
    fromDate,
    toDate,
    city: state.city ?? undefined,
    /** The period as the date pickers show it. */
    period: { from: state.from_date ? fromWireDate(state.from_date) : null, to: state.to_date ? fromWireDate(state.to_date) : null },
    setPeriod: (from: Date | null, to: Date | null) => change({ from_date: from ? toWireDate(from) : undefined, to_date: to ? toWireDate(to) : undefined }),
    /** A closed period, picked from its button. */
    pickPeriod: (from: string, to: string) => change({ from_date: from, to_date: to }),
    setCity: (value: string) => change({ city: idParam.read(value) }),
    cityOptions,
  };
}
