import { useMemo } from 'react';
import { fromWireDate, toWireDate } from '../../../shared/dates';
import { useTransferCashRegistersQuery } from '../../api/referenceApi';
import { defaultedDayParam, idParam, oneOf, pageParam, useListState, type ListSpec } from '../../ui/list';
import { monthToDate } from '../../ui/ReportPeriod';

/** Each end of the month so far, as the URL writes a day. */
const monthStart = () => toWireDate(monthToDate()[0]);
const monthEnd = () => toWireDate(monthToDate()[1]);

interface QueueState<S extends string> {
  from_date: string | undefined;
  to_date: string | undefined;
  status: S;
  city: number | null;
  page: number;
}

/**
 * The filters of a compliance queue (mandatory control, signs of structuring), kept in the URL
 * so that a reload or a link shows the same: a period (the month so far by default), a status
 * (the first of `statuses` by default), a city (every city by default) and the page. What
 * equals its default is left out of the URL; an emptied date stays in it as empty, so that it
 * is not the month's default again. A change goes back to page 1. The period is
 * `from_date`/`to_date`, as the queues' routes name it.
 */
export function useQueueFilters<S extends string>(statuses: readonly S[]) {
  const spec = useMemo<ListSpec<QueueState<S>>>(
    () => ({
      from_date: defaultedDayParam(monthStart),
      to_date: defaultedDayParam(monthEnd),
      status: oneOf(statuses, statuses[0]),
      city: idParam,
      page: pageParam,
    }),
    [statuses],
  );
  const { state, change } = useListState(spec);
  const filters = { from: state.from_date, to: state.to_date, status: state.status, city: state.city ?? undefined };

  const { data: registers } = useTransferCashRegistersQuery();
  const cityOptions = useMemo(() => [{ value: '', label: 'Все города' }, ...citiesOf(registers ?? [])], [registers]);

  return {
    filters,
    page: state.page,
    setPage: (page: number) => change({ page }),
    /** The period as the date picker shows it. */
    period: { from: filters.from ? fromWireDate(filters.from) : null, to: filters.to ? fromWireDate(filters.to) : null },
    setPeriod: (from: Date | null, to: Date | null) => change({ from_date: from ? toWireDate(from) : undefined, to_date: to ? toWireDate(to) : undefined }),
    setStatus: (status: S) => change({ status }),
    setCity: (value: string) => change({ city: idParam.read(value) }),
    cityOptions,
  };
}

/** Every city of the network, by name, from its registers (compliance officers work for all of them). */
function citiesOf(registers: Array<{ city: { id: number; name: string } }>) {
  const byId = new Map(registers.map((r) => [r.city.id, r.city.name]));
  return [...byId].map(([id, name]) => ({ value: String(id), label: name })).sort((a, b) => a.label.localeCompare(b.label, 'ru'));
}
