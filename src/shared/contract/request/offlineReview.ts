import { OFFLINE_REVIEW_STATUSES } from '../offline';
import { Id, Query, StringEnum, pageFields, type Static } from './fields';

/** `GET /api/offline_review/`: the flagged offline deals of a city (or of all the caller's), by status (docs/OFFLINE.md). */
export const OfflineReviewListQuery = Query({ city: Id, status: StringEnum(OFFLINE_REVIEW_STATUSES), ...pageFields });
export type OfflineReviewListQuery = Static<typeof OfflineReviewListQuery>;
