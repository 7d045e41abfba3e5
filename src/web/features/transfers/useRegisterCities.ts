import { useCallback, useMemo } from 'react';
import { useAllCashRegistersQuery } from '../../api/referenceApi';

/**
 * Register id → its city's name, for the "register, city" columns (a transfer record names
 * registers only). Registers of cities the user does not work in are not listed to them:
 * those rows show the register's name alone.
 */
export function useRegisterCities(): (registerId: number) => string | undefined {
  const { data } = useAllCashRegistersQuery();
  const byId = useMemo(() => new Map((data ?? []).map((r) => [r.id, r.city.name])), [data]);
  return useCallback((registerId: number) => byId.get(registerId), [byId]);
}
