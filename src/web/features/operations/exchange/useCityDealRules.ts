import { useCityComplianceQuery } from '../../../api/clientsApi';
import { useGetMeQuery } from '../../../api/meApi';
import { useCashRegisterQuery, useCityLimitsQuery } from '../../../api/referenceApi';

/**
 * What judges a deal (an exchange or a crypto transaction) before it is sent, as the server
 * judges it: the user, the register's city's limits (docs/api/limits.md) and when the city
 * wants the client identified (its compliance settings).
 */
export function useCityDealRules(registerId: number) {
  const { data: me } = useGetMeQuery();
  const { data: register } = useCashRegisterQuery(registerId);
  const cityId = register?.city.id;
  const { data: cityLimits } = useCityLimitsQuery(cityId ?? 0, { skip: cityId === undefined });
  const { data: compliance } = useCityComplianceQuery(cityId ?? 0, { skip: cityId === undefined });
  return { me, cityLimits, compliance };
}
