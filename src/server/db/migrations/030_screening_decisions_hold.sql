-- A screening decision is about a person, not a spelling (docs/api/clients.md, "Screening"):
-- a match is never deleted by an edit of the client or by a new list. A confirmed match holds
-- until a compliance officer lifts it, with a reason; an open one until an officer decides it.
-- A client's state is read from every match still in force, whatever list produced it.
ALTER TABLE compliance_matches DROP CONSTRAINT compliance_matches_status_check;
ALTER TABLE compliance_matches ADD CONSTRAINT compliance_matches_status_check
  CHECK (status IN ('open', 'cleared', 'confirmed', 'lifted'));
ALTER TABLE compliance_matches
  ADD COLUMN lifted_at timestamptz,
  ADD COLUMN lifted_by integer REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN lift_reason text NOT NULL DEFAULT '';
ALTER TABLE compliance_matches ADD CONSTRAINT compliance_matches_lift_check
  CHECK ((status = 'lifted') = (lifted_at IS NOT NULL) AND (status <> 'lifted' OR btrim(lift_reason) <> ''));

-- The matches in force, per client: what a client's state is read from.
CREATE INDEX compliance_matches_in_force_idx ON compliance_matches (client_id) WHERE status IN ('open', 'confirmed');

-- Until now only the latest list's matches counted. An undecided match of an older list whose
-- question the latest list asks again (same client, same name and birth date) is that question
-- twice: the older copy goes. Every other match of an older list now counts again.
DELETE FROM compliance_matches earlier
 WHERE earlier.status = 'open'
   AND earlier.import_id <> (SELECT max(id) FROM watchlist_imports)
   AND EXISTS (SELECT 1 FROM compliance_matches cur
                WHERE cur.import_id = (SELECT max(id) FROM watchlist_imports) AND cur.client_id = earlier.client_id
                  AND cur.entry_full_name = earlier.entry_full_name AND cur.entry_birth_date IS NOT DISTINCT FROM earlier.entry_birth_date);

UPDATE clients c SET screening_status = s.status
  FROM (SELECT cl.id, COALESCE((
          SELECT CASE WHEN bool_or(m.status = 'confirmed' OR m.kind = 'blocked') THEN 'blocked' WHEN count(*) > 0 THEN 'review' END
            FROM compliance_matches m WHERE m.client_id = cl.id AND m.status IN ('open', 'confirmed')), 'clear') AS status
          FROM clients cl) s
 WHERE s.id = c.id AND c.screening_status <> s.status;
