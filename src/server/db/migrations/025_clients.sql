-- Clients and compliance (docs/api/clients.md).
--
-- 1. The fifth permission: the compliance officer (the list, the matches, mandatory control).
ALTER TABLE users ADD COLUMN is_compliance_officer boolean NOT NULL DEFAULT false;
