import { RefSchema } from './entities';
import { Id, Instant, Nullable, StringEnum, Type } from './kit';
import { SCREENING_STATUSES, WatchlistEntrySchema, WatchlistStateSchema } from './clients';

/**
 * The answers of a list upload (docs/api/clients.md, "The list"): 200 when the list was
 * applied at once, 202 with a preview when it drops more than a tenth of the entries in force
 * and waits for an officer's confirmation.
 */

/** 200: the list now in force, and how many clients matched it. */
export const WatchlistAppliedSchema = Type.Object({ ...WatchlistStateSchema.properties, matched: Type.Integer() });

/** A client whose state the previewed list would change, with the entry concerned. */
export const WatchlistPreviewClientSchema = Type.Object({
  client: RefSchema,
  /** The client's state now. */
  screening_status: StringEnum(SCREENING_STATUSES),
  /** Newly matched: what the new list's entry makes of the client; no longer listed: the match's kind. */
  kind: StringEnum(['blocked', 'review'] as const),
  entry: WatchlistEntrySchema,
});

/** 202: the difference between the uploaded list and the list in force; nothing has changed yet. */
export const WatchlistPreviewSchema = Type.Object({
  /** Confirm with POST /api/compliance/watchlist/import/{preview}/confirm/. */
  preview: Id,
  file_name: Type.String(),
  /** Distinct entries of the uploaded list (a line repeated counts once). */
  entries: Type.Integer(),
  entries_in_force: Type.Integer(),
  added: Type.Integer(),
  removed: Type.Integer(),
  /** The first few of each, in file order. */
  added_sample: Type.Array(WatchlistEntrySchema),
  removed_sample: Type.Array(WatchlistEntrySchema),
  /** Clients now clear whom the new list would match (the first 50; the count is of all). */
  newly_matched: Type.Integer(),
  newly_matched_clients: Type.Array(WatchlistPreviewClientSchema),
  /** Clients with a match on an entry the new list no longer has (the first 50). */
  no_longer_listed: Type.Integer(),
  no_longer_listed_clients: Type.Array(WatchlistPreviewClientSchema),
  /** After this (or once another list is applied) the preview cannot be confirmed: 409. */
  expires_at: Instant,
  staged_by: Nullable(RefSchema),
});
