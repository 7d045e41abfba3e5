-- The client search reads its matches from the indexes alone (docs/api/clients.md, "Search"):
-- each search key's index carries what the search needs besides the key — the id, the three
-- names it sorts by, and the other keys it checks the query's other words against — so a
-- common surname's thousands of matches are counted and sorted without a visit to each
-- client's row (an index-only scan; PostgreSQL's autovacuum keeps the visibility map that
-- allows it). The name-order index carries the keys too, for the walk a very common word takes.
DROP INDEX clients_last_key_idx;
DROP INDEX clients_first_key_idx;
DROP INDEX clients_middle_key_idx;
DROP INDEX clients_document_key_idx;
DROP INDEX clients_number_key_idx;
DROP INDEX clients_phone_key_idx;
DROP INDEX clients_order_idx;
CREATE INDEX clients_last_key_idx ON clients (last_key text_pattern_ops)
  INCLUDE (id, last_name, first_name, middle_name, first_key, middle_key, document_key, number_key);
CREATE INDEX clients_first_key_idx ON clients (first_key text_pattern_ops)
  INCLUDE (id, last_name, first_name, middle_name, last_key, middle_key, document_key, number_key);
CREATE INDEX clients_middle_key_idx ON clients (middle_key text_pattern_ops)
  INCLUDE (id, last_name, first_name, middle_name, last_key, first_key, document_key, number_key);
CREATE INDEX clients_document_key_idx ON clients (document_key text_pattern_ops)
  INCLUDE (id, last_name, first_name, middle_name, last_key, first_key, middle_key, number_key);
CREATE INDEX clients_number_key_idx ON clients (number_key text_pattern_ops)
  INCLUDE (id, last_name, first_name, middle_name, last_key, first_key, middle_key, document_key);
CREATE INDEX clients_phone_key_idx ON clients (phone_key text_pattern_ops) INCLUDE (id, last_name, first_name, middle_name);
CREATE INDEX clients_order_idx ON clients (last_name, first_name, middle_name, id)
  INCLUDE (last_key, first_key, middle_key, document_key, number_key, phone_key);
