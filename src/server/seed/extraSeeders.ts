import type { Db } from '../db/types';
import { seedDemoLedger } from './demoLedger';
import { publishDemoCities } from '../features/shopFront/demoPublish';
import { seedDemoClients } from './demoClients';

/**
 * Seeders that run after the core demo data (cities, registers, accounts), in this order:
 * other features add theirs here (e.g. currencies and a history of operations). Each must
 * be safe to run twice.
 */
export const extraSeeders: Array<(db: Db) => Promise<void>> = [
  (db) => seedDemoLedger(db),
  // Clients and compliance: after the history (Казань's thresholds apply from then on).
  (db) => seedDemoClients(db),
  (db) => publishDemoCities(db),
];
