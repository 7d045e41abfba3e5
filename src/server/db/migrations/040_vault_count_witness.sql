-- A vault's counts are confirmed by a second person, a witness (docs/VAULT.md, "Counting the
-- vault"): who confirmed each count of a shift, and when. NULL: not confirmed (yet), or a
-- till's count, which needs no witness.
ALTER TABLE shifts
  ADD COLUMN opening_witness integer REFERENCES users(id),
  ADD COLUMN opening_witnessed_at timestamptz,
  ADD COLUMN closing_witness integer REFERENCES users(id),
  ADD COLUMN closing_witnessed_at timestamptz;
