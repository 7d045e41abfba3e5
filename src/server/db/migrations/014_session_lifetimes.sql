-- Sessions end (docs/api/server.md, "Sessions"): a token is refused after SESSION_IDLE_HOURS
-- without a call and SESSION_MAX_DAYS after its sign-in (created_at). last_used_at is
-- written at most once a minute per token, not on every request
-- (auth/sessionLifetime.ts).
ALTER TABLE auth_tokens ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now();
