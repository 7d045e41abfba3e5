-- Mandatory control (docs/api/clients.md): a row marked reported keeps the client's identity
-- as it was sent to the authority. The client's card may be corrected afterwards (a new
-- passport, a typo fixed); the queue and its download must still show what was filed beside
-- the report's reference. NULL while the row is not reported (the live card is shown then).
ALTER TABLE mandatory_control
  ADD COLUMN filed_last_name text,
  ADD COLUMN filed_first_name text,
  ADD COLUMN filed_middle_name text,
  ADD COLUMN filed_birth_date date,
  ADD COLUMN filed_citizenship text,
  ADD COLUMN filed_document_type text,
  ADD COLUMN filed_document_series text,
  ADD COLUMN filed_document_number text,
  ADD COLUMN filed_document_issued_by text,
  ADD COLUMN filed_document_issued_at date,
  ADD COLUMN filed_address text;

-- Rows reported before this: the card as it is now is the best record there is of what was sent.
UPDATE mandatory_control m
   SET filed_last_name = c.last_name, filed_first_name = c.first_name, filed_middle_name = c.middle_name,
       filed_birth_date = c.birth_date, filed_citizenship = c.citizenship, filed_document_type = c.document_type,
       filed_document_series = c.document_series, filed_document_number = c.document_number,
       filed_document_issued_by = c.document_issued_by, filed_document_issued_at = c.document_issued_at,
       filed_address = c.address
  FROM clients c
 WHERE c.id = m.client_id AND m.status = 'reported';

ALTER TABLE mandatory_control ADD CONSTRAINT mandatory_control_filed_identity_ck
  CHECK (status = 'new' OR (filed_last_name IS NOT NULL AND filed_first_name IS NOT NULL AND filed_birth_date IS NOT NULL
                            AND filed_citizenship IS NOT NULL AND filed_document_type IS NOT NULL AND filed_document_number IS NOT NULL));
