/**
 * Deals made at the window while the register could not reach the server (docs/OFFLINE.md):
 * the rules such a deal may break, judged when it arrives. It is recorded all the same (the
 * cash changed hands) and goes to the city's review queue with these codes.
 */
export const OFFLINE_FLAGS = ['rate_band', 'register_closed', 'negative_balance', 'over_offline_limit', 'made_at_outside_outage'] as const;
export type OfflineFlag = (typeof OFFLINE_FLAGS)[number];

/** How far ahead of the server's clock a window's clock may run before made_at is flagged. */
export const OFFLINE_CLOCK_SKEW_MS = 60_000;
/** The longest outage the server believes: a deal made earlier than this before it arrived is flagged. */
export const OFFLINE_MAX_AGE_MS = 12 * 3_600_000;

/** A flagged offline deal in «Офлайн-операции на проверку»: waiting, or marked checked by a supervisor. */
export const OFFLINE_REVIEW_STATUSES = ['pending', 'checked'] as const;
export type OfflineReviewStatus = (typeof OFFLINE_REVIEW_STATUSES)[number];
