import { useCallback, useMemo } from 'react';
import { useTransferCashRegistersQuery } from '../../api/referenceApi';

/**
 * Register id → its city's name, for the "register, city" columns (a transfer record names
 * registers only), from the network's register list (a transfer may come from any city).
 */
export function useRegisterCities(): (registerId: number) => string | undefined {
  const { data } = useTransferCashRegistersQuery();
  const byId = useMemo(() => new Map((data ?? []).map((r) => [r.id, r.city.name])), [data]);
  return useCallback((registerId: number) => byId.get(registerId), [byId]);
}
