import type { CreateTransactionBody } from '../../../shared/contract/ledger';
import { OFFLINE_CLOCK_SKEW_MS, OFFLINE_MAX_AGE_MS, type OfflineFlag } from '../../../shared/contract/offline';
import { WIRE_INSTANT_ERROR } from '../../../shared/contract/request/fields';
import { needsClient } from '../../../shared/contract/clients';
import type { Queryable } from '../../db/types';
import { conflict, fieldError } from '../../http/errors';
import { SERVER_MESSAGES as M } from '../../http/messages';
import { complianceOf } from '../../checks/complianceThresholds';
import { dec } from '../../ledger/decimal';

/**
 * A deal made at the window during an outage (docs/OFFLINE.md): what the exchange service
 * needs beyond an online deal's checks. Such a deal is a fact — the cash changed hands — so
 * the rules it breaks are listed (flags, for the supervisors' queue) instead of refusing it,
 * with one exception: identification, which no register can do without the server.
 */

/** The body's time at the window: null for an online deal; 400 when it is missing, misplaced or no real moment. */
export function madeAtOf(input: Pick<CreateTransactionBody, 'offline' | 'made_at'>): Date | null {
  if (!input.offline) {
    if (input.made_at !== undefined) throw fieldError('made_at', M.madeAtOnlineOnly);
    return null;
  }
  if (input.made_at === undefined) throw fieldError('made_at', M.madeAtRequired);
  const at = new Date(input.made_at);
  // The pattern admits 2026-02-30T…: Date rolls it over, so the day read back must be the one sent.
  if (Number.isNaN(at.getTime()) || !sameCalendarMoment(input.made_at, at)) throw fieldError('made_at', WIRE_INSTANT_ERROR);
  return at;
}

function sameCalendarMoment(text: string, at: Date): boolean {
  const zone = /(Z|[+-]\d{2}:\d{2})$/.exec(text)![1];
  const offsetMin = zone === 'Z' ? 0 : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
  const local = new Date(at.getTime() + offsetMin * 60_000).toISOString();
  return local.slice(0, 16) === text.slice(0, 16);
}

/**
 * The identification rule wins over the fact: a deal that names a client (screening needs the
 * server) or whose value reaches the city's threshold is refused with 409. The browser never
 * lets such a deal be made offline; one that arrives anyway was not made under the rules.
 */
export async function refuseOfflineIdentification(
  tx: Queryable,
  deal: { cityId: number; clientId: number | null | undefined; value: string; baseCode: string },
): Promise<void> {
  if (deal.clientId !== undefined && deal.clientId !== null) throw conflict(M.offlineNamesClient);
  const threshold = (await complianceOf(tx, deal.cityId)).identification_threshold;
  if (threshold !== null && needsClient(deal.value, threshold)) throw conflict(M.offlineNeedsIdentification(threshold, deal.baseCode));
}

/**
 * The register's last write the server saw online — when, as far as the server can tell, the
 * outage began: the latest cash entry of the register in either of the deal's currencies that
 * is not itself an offline deal's. One backward index step per currency (ledger_cash_idx).
 */
const LAST_ONLINE = `
  SELECT max((SELECT l.created_at FROM ledger_entries l
               WHERE l.account = 'CASH' AND l.cash_register_id = $1 AND l.currency_id = c
                 AND NOT (l.source_type = 'TRANSACTION' AND EXISTS (SELECT 1 FROM exchange_transactions t WHERE t.id = l.source_id AND t.offline))
               ORDER BY l.created_at DESC LIMIT 1)) AS at
    FROM unnest($2::int[]) AS c`;

export interface OfflineJudgement {
  registerId: number;
  cityId: number;
  currencies: number[];
  madeAt: Date;
  receivedAt: Date;
  /** The base-currency value the compliance thresholds use (checks/dealValue.ts). */
  value: string;
  /** The city's exchange limits, judged now, would have refused the deal. */
  outsideLimits: boolean;
  /** The register has no open shift now. */
  closed: boolean;
  /** The till goes below zero with it. */
  belowZero: boolean;
}

/** The rules the deal breaks, each judged with the rules in force at its arrival. */
export async function offlineFlags(tx: Queryable, x: OfflineJudgement): Promise<OfflineFlag[]> {
  const flags: OfflineFlag[] = [];
  if (x.outsideLimits) flags.push('rate_band');
  if (x.closed) flags.push('register_closed');
  if (x.belowZero) flags.push('negative_balance');
  const { rows } = await tx.query<{ offline_limit: string | null }>('SELECT offline_limit::text AS offline_limit FROM cities WHERE id = $1', [x.cityId]);
  const limit = rows[0]?.offline_limit ?? null;
  if (limit === null || dec(x.value).greaterThan(dec(limit))) flags.push('over_offline_limit');
  if (await outsideOutage(tx, x)) flags.push('made_at_outside_outage');
  return flags;
}

async function outsideOutage(tx: Queryable, x: OfflineJudgement): Promise<boolean> {
  const made = x.madeAt.getTime();
  const received = x.receivedAt.getTime();
  if (made > received + OFFLINE_CLOCK_SKEW_MS || made < received - OFFLINE_MAX_AGE_MS) return true;
  const { rows } = await tx.query<{ at: Date | null }>(LAST_ONLINE, [x.registerId, x.currencies]);
  const lastOnline = rows[0]?.at;
  return lastOnline !== null && lastOnline !== undefined && made < new Date(lastOnline).getTime();
}
