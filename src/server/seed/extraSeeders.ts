import type { Db } from '../db/types';
import { seedDemoLedger } from './demoLedger';
import { publishDemoCities } from '../features/shopFront/demoPublish';

/**
 * Seeders that run after the core demo data (cities, registers, accounts), in this order:
 * other features add theirs here (e.g. currencies and a history of operations). Each must
 * be safe to run twice.
 */
export const extraSeeders: Array<(db: Db) => Promise<void>> = [(db) => seedDemoLedger(db), (db) => publishDemoCities(db)];
