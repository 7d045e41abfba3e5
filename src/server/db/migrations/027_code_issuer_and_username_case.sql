-- Four eyes on a client's transfer (docs/RELIABILITY.md "Security"): whoever issued the code in
-- force may neither accept nor deliver it. The creator issues the first code (user_id); a new
-- code records its issuer here (null: the code is still the creator's).
ALTER TABLE transfers ADD COLUMN code_issued_by integer REFERENCES users(id);

-- A username is one person whatever its case: «ADMIN» cannot be created beside «admin», and
-- signing in finds the account by its lower-case name.
CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username));
