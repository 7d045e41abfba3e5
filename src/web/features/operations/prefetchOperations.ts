import { balancesApi } from '../../api/balancesApi';
import { meApi } from '../../api/meApi';
import { referenceApi } from '../../api/referenceApi';
import type { PrefetchContext } from '../../lib/screenRoute';
import { parseId } from '../../paths';
import { todayWire } from '../../appConfig';
// The list state's module alone: this prefetch is in the signed-in shell's chunk.
import { pageParam } from '../../ui/list/pageParam';
import { operationsApi } from './operationsApi';
import { CRYPTO_ONLY_KINDS, journalArgs, journalKind, journalKinds, seesCrypto } from './registerDay';

/**
 * Операции's data, asked for as soon as the route is entered — alongside the register, the
 * screen's code and its first render, instead of after them (on a first visit the
 * day's calls used to start ~250 ms after the click). Today's figures: the date picker starts
 * on today. Crypto only when /api/me is known to allow it; a filter by a crypto kind waits
 * for the screen.
 *
 * The register (its section shows the screen once it is known), the day's balance and the
 * journal first, the rest once these have answered: the embedded database runs one query at a
 * time for every request, so eight calls at once finished together, the journal among the
 * last (docs/PERFORMANCE.md, "Операции: element timing").
 */
export function prefetchOperations({ dispatch, getState, params, search }: PrefetchContext): void {
  const registerId = parseId(params.cashRegisterId);
  if (registerId === null) return;
  const date = todayWire();
  const me = meApi.endpoints.getMe.select()(getState() as Parameters<ReturnType<typeof meApi.endpoints.getMe.select>>[0]).data;
  const crypto = seesCrypto(me);
  const kindParam = search.get('kind');
  // Not subscribed: the cache keeps what the screen, mounting meanwhile, subscribes to.
  const once = { subscribe: false } as const;
  const first: Array<PromiseLike<unknown>> = [
    dispatch(referenceApi.endpoints.cashRegister.initiate(registerId, once)),
    dispatch(balancesApi.endpoints.dayBalance.initiate({ cashRegister: registerId, date }, once)),
  ];
  if (me || !CRYPTO_ONLY_KINDS.includes(kindParam as never)) {
    const kind = journalKind(kindParam, journalKinds(crypto));
    first.push(dispatch(operationsApi.endpoints.journal.initiate(journalArgs(registerId, date, kind, pageParam.read(search.get('page'))), once)));
  }
  const prefetch = { force: false } as const;
  void Promise.allSettled(first).then(() => {
    dispatch(operationsApi.util.prefetch('dayRates', { cashRegister: registerId, date }, prefetch));
    if (crypto) {
      dispatch(balancesApi.util.prefetch('dayCryptoBalance', { cashRegister: registerId, fromDate: date }, prefetch));
      dispatch(balancesApi.util.prefetch('dayCryptoAvgFee', { cashRegister: registerId }, prefetch));
    }
    // Last, what the exchange form needs (its currencies and the day's rates): a cashier who
    // presses F2 and types «USD» as soon as the day shows finds them there, and the rate filled in.
    dispatch(referenceApi.util.prefetch('availablePairs', registerId, prefetch));
    dispatch(referenceApi.util.prefetch('valueSettings', { cashRegister: registerId }, prefetch));
  });
}
