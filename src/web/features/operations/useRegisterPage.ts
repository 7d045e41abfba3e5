import { useParams } from 'react-router-dom';
import { useGetMeQuery } from '../../api/meApi';
import { useCashRegisterQuery } from '../../api/referenceApi';
import { parseId } from '../../paths';
import { seesCrypto } from './registerDay';

/**
 * The register this page is about and what the user may do there. The layout loaded the
 * register before rendering the screen, so `register` is known (from the cache) at once.
 */
export function useRegisterPage() {
  const registerId = parseId(useParams().cashRegisterId) ?? 0;
  const { data: register } = useCashRegisterQuery(registerId, { skip: registerId === 0 });
  const { data: me } = useGetMeQuery();
  return { registerId, register, cityId: register?.city.id ?? null, seesCrypto: seesCrypto(me) };
}
