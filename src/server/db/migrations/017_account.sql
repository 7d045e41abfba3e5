-- "Every user" and the admin page's sessions list.
-- must_change_password: set by a reset (the CLI's set-password, the admin page's reset), cleared
-- when the user sets their own through POST /api/change_password/; while set, the API answers
-- every other call with 403 "Смените пароль" (plugins/auth.ts).
ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
-- The address a session signed in from (request.ip, TRUST_PROXY-aware), for the admin's list
-- of a user's sessions. Sessions made before this migration have none.
ALTER TABLE auth_tokens ADD COLUMN address text;
