-- A person's balances (the operation person list and answers) are sums of their PERSON
-- entries per currency. With the amount in the index PostgreSQL sums them from the index
-- alone instead of fetching each entry's row from wherever the table put it (~100 entries a
-- person in the demo history, on as many pages): see docs/PERFORMANCE.md.
CREATE INDEX ledger_person_balance_idx ON ledger_entries (operation_person_id, currency_id) INCLUDE (amount)
  WHERE account = 'PERSON';
DROP INDEX ledger_person_idx;
