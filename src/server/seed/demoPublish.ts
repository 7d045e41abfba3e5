import type { Db } from '../db/types';
import { SYSTEM_ACTOR } from '../http/scope';
import { DEMO_CITIES } from './demoCities';
import { setPublishRatesIn } from '../features/shopFront/publishRatesService';

/** The demo cities publish their rates (their screens and feed work out of the box); safe to run twice. */
export async function publishDemoCities(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>('SELECT id FROM cities WHERE name = ANY($1) ORDER BY id', [Object.keys(DEMO_CITIES)]);
    for (const { id } of rows) await setPublishRatesIn(tx, id, true, SYSTEM_ACTOR);
  });
}
