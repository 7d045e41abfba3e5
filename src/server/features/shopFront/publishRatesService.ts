import type { Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import type { Actor } from '../../http/scope';
import { auditRecord, recordSnapshot } from '../../lib/audit';
import { notifyRates } from '../../notifications/rateEvents';

/**
 * «Публиковать курсы» of a city, inside the caller's transaction (the admin's PUT, the seed):
 * audited, and announced, so that a city switched off ends its open screens at once.
 */
export async function setPublishRatesIn(tx: Queryable, cityId: number, publish: boolean, actor: Actor): Promise<void> {
  const { rows } = await tx.query<{ publish_rates: boolean }>('SELECT publish_rates FROM cities WHERE id = $1 FOR UPDATE', [cityId]);
  if (!rows[0]) throw notFound();
  if (rows[0].publish_rates === publish) return;
  const before = await recordSnapshot(tx, 'cities', cityId);
  await tx.query('UPDATE cities SET publish_rates = $2 WHERE id = $1', [cityId, publish]);
  await auditRecord(tx, actor, 'city.update', 'cities', cityId, before);
  await notifyRates(tx, { city: cityId, cash_register: null });
}
