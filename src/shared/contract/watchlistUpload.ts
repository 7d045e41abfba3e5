import type { Static } from 'typebox';
import type { WatchlistAppliedSchema, WatchlistPreviewClientSchema, WatchlistPreviewSchema } from './schema/watchlistUpload';

export type WatchlistApplied = Static<typeof WatchlistAppliedSchema>;
export type WatchlistPreview = Static<typeof WatchlistPreviewSchema>;
export type WatchlistPreviewClient = Static<typeof WatchlistPreviewClientSchema>;
/** What an upload answers: the list applied (200), or a preview waiting for confirmation (202). */
export type WatchlistUploadAnswer = WatchlistApplied | WatchlistPreview;
export const isWatchlistPreview = (a: WatchlistUploadAnswer): a is WatchlistPreview => 'preview' in a;
