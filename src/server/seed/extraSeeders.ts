import type { Db } from '../db/types';
import { seedDemoLedger } from './demoLedger';
import { publishDemoCities } from './demoPublish';
import { seedDemoClients } from './demoClients';
import { seedDemoVaults } from './demoVaults';
import { seedDemoCashOrders } from './demoCashOrders';

/**
 * Seeders that run after the core demo data (cities, registers, accounts), in this order:
 * other features add theirs here (e.g. currencies and a history of operations). Each must
 * be safe to run twice.
 */
export const extraSeeders: Array<(db: Db) => Promise<void>> = [
  // Clients and the demo list first: their deals follow the history, inside seedDemoLedger.
  (db) => seedDemoClients(db),
  (db) => seedDemoLedger(db),
  (db) => publishDemoCities(db),
  // After the history: the vaults are stocked from what the tills hold, and the tills' limits set around it.
  (db) => seedDemoVaults(db),
  // Then orders between the vaults and the tills, in every state.
  (db) => seedDemoCashOrders(db),
];
