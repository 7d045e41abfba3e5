-- A list upload is staged (docs/api/clients.md, "The list"): its entries are written in short
-- transactions into an import that is not yet current, so a 100 000-line file never holds the
-- database for the whole upload; the current list switches in one short transaction at the end.
--   staging  — entries being written (at most one at a time: the unique index below; a
--              staging whose heartbeat is older than a few minutes was abandoned by a dead
--              process and is discarded by the next upload);
--   preview  — written and compared, waiting for an officer to confirm it (a list that drops
--              more than a tenth of the entries in force is most likely a wrong file);
--   applied  — the current list is the applied import with the highest id;
--   discarded — cancelled, expired, failed half way or overtaken by another list: its entries
--              are deleted in chunks, the row stays so a late confirm is told why (409).
ALTER TABLE watchlist_imports ADD COLUMN state text NOT NULL DEFAULT 'applied'
  CHECK (state IN ('staging', 'preview', 'applied', 'discarded'));
-- The import that was current when this one was staged: a preview of a list compared with an
-- import that is no longer current says nothing true, and cannot be confirmed.
ALTER TABLE watchlist_imports ADD COLUMN base_import_id integer REFERENCES watchlist_imports(id);
ALTER TABLE watchlist_imports ADD COLUMN heartbeat_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE watchlist_imports ADD COLUMN entries_added integer;
ALTER TABLE watchlist_imports ADD COLUMN entries_removed integer;
CREATE UNIQUE INDEX watchlist_imports_one_staging_uq ON watchlist_imports ((true)) WHERE state = 'staging';
CREATE INDEX watchlist_imports_applied_idx ON watchlist_imports (id) WHERE state = 'applied';

-- Entries are compared and deduplicated by key within one import; a staged import's entries
-- are deleted in chunks when it is discarded, as are the replaced list's after a switch (each
-- deleted entry sets its matches' entry_id to NULL: without an index every row would scan
-- the matches).
CREATE INDEX watchlist_entries_import_key_idx ON watchlist_entries (import_id, name_key);
CREATE INDEX compliance_matches_entry_idx ON compliance_matches (entry_id) WHERE entry_id IS NOT NULL;
