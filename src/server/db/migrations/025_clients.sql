-- Clients and compliance (docs/api/clients.md).
--
-- 1. The fifth permission: the compliance officer (the list, the matches, mandatory control).
ALTER TABLE users ADD COLUMN is_compliance_officer boolean NOT NULL DEFAULT false;

-- 2. How a name is compared (docs/api/clients.md, "Screening"): one spelling for both
--    alphabets. Cyrillic is transliterated to Latin, then the spellings that differ between
--    transliteration schemes are folded (kh/h, yu/ju/iu, ya/ja/ia, ye/e, y/i, ii/i, x/ks, w/v),
--    so that «Щукин» and "Shchukin", «Ёлкин» and «Елкин», «Юлия» and "Yuliya" come out alike.
--    Upper case Cyrillic is mapped by translate(), not lower(): lower() of non-ASCII letters
--    depends on the database's locale (a "C" database leaves them as they are).
CREATE FUNCTION client_translit(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT btrim(replace(regexp_replace(
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
      translate(
        replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
          lower(translate(COALESCE(t, ''), 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯІЇЄҐ', 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяіїєґ')),
          'ж', 'zh'), 'х', 'h'), 'ц', 'ts'), 'ч', 'ch'), 'ш', 'sh'), 'щ', 'shch'), 'ю', 'iu'), 'я', 'ia'), 'ё', 'e'), 'ъ', ''), 'ь', ''), 'x', 'ks'),
        'абвгдезийклмнопрстуфыэіїєґ', 'abvgdeziiklmnoprstufyeiieg'),
      'kh', 'h'), 'yu', 'iu'), 'ju', 'iu'), 'ya', 'ia'), 'ja', 'ia'), 'yo', 'e'), 'jo', 'e'), 'ye', 'e'), 'w', 'v'), 'tz', 'ts'), 'y', 'i'),
    '[^a-z0-9]+', ' ', 'g'), 'ii', 'i'))
$fn$;

-- A whole name as a key: its words transliterated and sorted (word order is free).
CREATE FUNCTION client_name_key(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT COALESCE(string_agg(w, ' ' ORDER BY w COLLATE "C"), '')
    FROM unnest(string_to_array(client_translit(t), ' ')) AS w WHERE w <> ''
$fn$;

-- A phone's digits; a Russian 8XXXXXXXXXX is written as 7XXXXXXXXXX.
CREATE FUNCTION client_phone_key(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT regexp_replace(regexp_replace(COALESCE(t, ''), '[^0-9]', '', 'g'), '^8([0-9]{10})$', '7\1')
$fn$;

-- 3. The register of clients. The *_key columns are what search and screening compare; each
--    search key has a prefix index (text_pattern_ops: LIKE 'ivan%' whatever the collation),
--    whole (not partial: a word is looked up in every key at once, a BitmapOr of them all, and
--    one key without a usable index would turn the search into a scan of every client).
CREATE TABLE clients (
  id serial PRIMARY KEY,
  last_name text NOT NULL,
  first_name text NOT NULL,
  middle_name text NOT NULL DEFAULT '',
  birth_date date NOT NULL,
  citizenship text NOT NULL CHECK (citizenship ~ '^[A-Z]{2}$'),
  document_type text NOT NULL CHECK (document_type IN ('Паспорт РФ', 'Заграничный паспорт', 'Паспорт иностранного гражданина', 'Вид на жительство', 'Иной документ')),
  document_series text NOT NULL DEFAULT '',
  document_number text NOT NULL,
  document_issued_by text NOT NULL DEFAULT '',
  document_issued_at date,
  address text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  note text NOT NULL DEFAULT '',
  screening_status text NOT NULL DEFAULT 'clear' CHECK (screening_status IN ('clear', 'review', 'blocked')),
  created_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  name_key text GENERATED ALWAYS AS (client_name_key(last_name || ' ' || first_name || ' ' || middle_name)) STORED,
  -- Without the patronymic: a list (or a foreign passport) often has none.
  short_key text GENERATED ALWAYS AS (client_name_key(last_name || ' ' || first_name)) STORED,
  last_key text GENERATED ALWAYS AS (client_translit(last_name)) STORED,
  first_key text GENERATED ALWAYS AS (client_translit(first_name)) STORED,
  middle_key text GENERATED ALWAYS AS (client_translit(middle_name)) STORED,
  document_key text GENERATED ALWAYS AS (replace(client_translit(document_series || document_number), ' ', '')) STORED,
  number_key text GENERATED ALWAYS AS (replace(client_translit(document_number), ' ', '')) STORED,
  phone_key text GENERATED ALWAYS AS (client_phone_key(phone)) STORED
);
-- One client per document (type + series + number, spaces and case aside).
CREATE UNIQUE INDEX clients_document_uq ON clients (document_type, document_key);
CREATE INDEX clients_last_key_idx ON clients (last_key text_pattern_ops);
CREATE INDEX clients_first_key_idx ON clients (first_key text_pattern_ops);
CREATE INDEX clients_middle_key_idx ON clients (middle_key text_pattern_ops);
CREATE INDEX clients_document_key_idx ON clients (document_key text_pattern_ops);
CREATE INDEX clients_number_key_idx ON clients (number_key text_pattern_ops);
CREATE INDEX clients_phone_key_idx ON clients (phone_key text_pattern_ops);
-- The list's order (and its first page without a search).
CREATE INDEX clients_order_idx ON clients (last_name, first_name, middle_name, id);
CREATE INDEX clients_name_key_idx ON clients (name_key);
CREATE INDEX clients_short_key_idx ON clients (short_key);
CREATE INDEX clients_not_clear_idx ON clients (id) WHERE screening_status <> 'clear';

-- 4. A city's compliance settings; a city without a row asks for nothing (null, null, false, 7).
CREATE TABLE city_compliance (
  city_id integer PRIMARY KEY REFERENCES cities(id) ON DELETE CASCADE,
  identification_threshold numeric(20,2) CHECK (identification_threshold > 0),
  mandatory_control_threshold numeric(20,2) CHECK (mandatory_control_threshold > 0),
  identify_transfers boolean NOT NULL DEFAULT false,
  watchlist_max_age_days integer NOT NULL DEFAULT 7 CHECK (watchlist_max_age_days BETWEEN 1 AND 3650),
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- 5. The list: each upload is an import; its entries replace the previous import's whole.
CREATE TABLE watchlist_imports (
  id serial PRIMARY KEY,
  imported_at timestamptz NOT NULL DEFAULT now(),
  imported_by integer REFERENCES users(id) ON DELETE SET NULL,
  file_name text NOT NULL DEFAULT '',
  entries integer NOT NULL,
  -- The CSV's further columns (kept as they are), in order.
  extra_columns text[] NOT NULL DEFAULT '{}'
);
CREATE TABLE watchlist_entries (
  id bigserial PRIMARY KEY,
  import_id integer NOT NULL REFERENCES watchlist_imports(id) ON DELETE CASCADE,
  line integer NOT NULL,
  full_name text NOT NULL,
  birth_date date,
  extra text[] NOT NULL DEFAULT '{}',
  name_key text GENERATED ALWAYS AS (client_name_key(full_name)) STORED
);
CREATE INDEX watchlist_entries_key_idx ON watchlist_entries (name_key);
CREATE INDEX watchlist_entries_import_idx ON watchlist_entries (import_id);

-- 6. A client that matched an entry of an import. The entry's name and birth date are copied:
--    the next upload deletes the entries, the decisions stay.
CREATE TABLE compliance_matches (
  id bigserial PRIMARY KEY,
  import_id integer NOT NULL REFERENCES watchlist_imports(id),
  client_id integer NOT NULL REFERENCES clients(id),
  entry_id bigint REFERENCES watchlist_entries(id) ON DELETE SET NULL,
  entry_full_name text NOT NULL,
  entry_birth_date date,
  kind text NOT NULL CHECK (kind IN ('blocked', 'review')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'cleared', 'confirmed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by integer REFERENCES users(id) ON DELETE SET NULL,
  UNIQUE (import_id, client_id, entry_id)
);
CREATE INDEX compliance_matches_client_idx ON compliance_matches (client_id, import_id);
CREATE INDEX compliance_matches_status_idx ON compliance_matches (import_id, status, id);

-- 7. Who the operations were for.
ALTER TABLE exchange_transactions ADD COLUMN client_id integer REFERENCES clients(id);
ALTER TABLE crypto_transactions ADD COLUMN client_id integer REFERENCES clients(id);
ALTER TABLE transfers ADD COLUMN client_id integer REFERENCES clients(id);
ALTER TABLE transfers ADD COLUMN receiver_client_id integer REFERENCES clients(id);
CREATE INDEX exchange_client_idx ON exchange_transactions (client_id, created_at) WHERE client_id IS NOT NULL;
CREATE INDEX crypto_tx_client_idx ON crypto_transactions (client_id, created_at) WHERE client_id IS NOT NULL;
CREATE INDEX transfers_client_idx ON transfers (client_id) WHERE client_id IS NOT NULL;
CREATE INDEX transfers_receiver_client_idx ON transfers (receiver_client_id) WHERE receiver_client_id IS NOT NULL;

-- 8. Mandatory control: one deal at or above the city's threshold ('single'), or a client's
--    day in a city whose deals, each below it, together reach it ('split').
CREATE TABLE mandatory_control (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('single', 'split')),
  city_id integer NOT NULL REFERENCES cities(id),
  client_id integer NOT NULL REFERENCES clients(id),
  day date NOT NULL,
  total numeric(20,2) NOT NULL,
  threshold numeric(20,2) NOT NULL,
  base_currency_id integer NOT NULL REFERENCES currencies(id),
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'reported')),
  reported_at timestamptz,
  reported_by integer REFERENCES users(id) ON DELETE SET NULL,
  reference text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX mandatory_control_split_uq ON mandatory_control (client_id, city_id, day) WHERE kind = 'split';
CREATE INDEX mandatory_control_day_idx ON mandatory_control (day, id);
CREATE TABLE mandatory_control_operations (
  control_id bigint NOT NULL REFERENCES mandatory_control(id) ON DELETE CASCADE,
  record_kind text NOT NULL CHECK (record_kind IN ('TRANSACTION', 'CRYPTO_TRANSACTION')),
  record_id bigint NOT NULL,
  PRIMARY KEY (control_id, record_kind, record_id)
);
