-- The admin page's audit log: "every change of this record" (GET /api/audit/?record=,
-- usually with ?kind=) reads an index, newest first, instead of walking the whole log.
CREATE INDEX audit_log_record_idx ON audit_log (record_id, id) WHERE record_id IS NOT NULL;
