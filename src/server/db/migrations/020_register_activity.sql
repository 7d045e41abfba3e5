-- The admin page's registers (docs/admin.md "Cities and registers"): a register can
-- be deactivated once it is empty — no money in any currency, no transfer or correction
-- waiting. A deactivated register is offered nowhere and takes no new record (its writes lock
-- its row FOR SHARE and check is_active: ledger/referenceChecks.ts registerForWrite); its history
-- stays. deactivated_at says since when: a report of a day before it still shows the register
-- (reports/reportScope.ts).
ALTER TABLE cash_registers
  ADD COLUMN is_active boolean NOT NULL DEFAULT true,
  ADD COLUMN deactivated_at timestamptz,
  ADD CONSTRAINT cash_registers_deactivated_at_check CHECK (is_active = (deactivated_at IS NULL));
