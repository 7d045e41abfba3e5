import { useMemo } from 'react';
import type { SelectOption } from '../../ui/form';
import { useAllCashRegistersQuery } from '../../api/referenceApi';

/**
 * The user's cities and registers as select options, from the one all_cash_registers call
 * (a city with no register has nothing to print).
 */
export function usePlaces() {
  const { data } = useAllCashRegistersQuery();
  return useMemo(() => {
    const cities = new Map<number, string>();
    for (const r of data ?? []) cities.set(r.city.id, r.city.name);
    const cityOptions: SelectOption<number>[] = [...cities].map(([value, label]) => ({ value, label }));
    const registerOptions: SelectOption<number>[] = (data ?? []).map((r) => ({ value: r.id, label: r.name, group: r.city.name }));
    return { cityOptions, registerOptions };
  }, [data]);
}
