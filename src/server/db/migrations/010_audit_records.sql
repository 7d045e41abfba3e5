-- The audit trail (docs/api/audit.md): each change also keeps the record it touched as it was
-- before and after (jsonb rows, never a password hash), and the kind of record as its own
-- column ('exchange' of 'exchange.create') so that GET /api/audit/?kind= reads an index.
ALTER TABLE audit_log
  ADD COLUMN record_id text,
  ADD COLUMN before jsonb,
  ADD COLUMN after jsonb,
  ADD COLUMN kind text GENERATED ALWAYS AS (split_part(action, '.', 1)) STORED;
CREATE INDEX audit_log_kind_idx ON audit_log (kind, id);
CREATE INDEX audit_log_user_idx ON audit_log (user_id, id);
