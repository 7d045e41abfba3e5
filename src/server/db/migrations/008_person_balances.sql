-- The running balance of each (operation person, currency), written by the same statement
-- that writes the person's ledger entries (ledger/posting.ts), as cash_balances is
-- for registers: the person list and answers read a row per currency instead of summing the
-- person's whole history. It always equals the sum of the person's PERSON entries (`ledger
-- verify` checks). No foreign keys, like cash_balances and the entries it sums.
CREATE TABLE person_balances (
  operation_person_id integer NOT NULL,
  currency_id integer NOT NULL,
  amount numeric(28,8) NOT NULL DEFAULT 0,
  PRIMARY KEY (operation_person_id, currency_id)
);

INSERT INTO person_balances (operation_person_id, currency_id, amount)
SELECT operation_person_id, currency_id, sum(amount)
  FROM ledger_entries
 WHERE account = 'PERSON'
 GROUP BY 1, 2;
