/**
 * Deals made at the window while the register could not reach the server (docs/OFFLINE.md): the
 * rules' constants (offlineRules.ts, which the schemas import too) and the review queue's row.
 */
export * from './offlineRules';
export type { OfflineReview } from './schema/offline';
