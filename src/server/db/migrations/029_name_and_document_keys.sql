-- One normalisation of names and documents for screening, search and the one-client-per-document
-- rule (docs/api/clients.md, "The name key" and "One client per document"). The keys are STORED
-- generated columns: replacing a function does not recompute them, so the key columns are
-- dropped (their indexes go with them), the functions replaced, and the columns added again —
-- PostgreSQL rewrites every row with the new keys.

ALTER TABLE clients DROP COLUMN name_key, DROP COLUMN short_key, DROP COLUMN last_key, DROP COLUMN first_key,
  DROP COLUMN middle_key, DROP COLUMN document_key, DROP COLUMN number_key;
ALTER TABLE watchlist_entries DROP COLUMN name_key;

-- 1. What a person can read: NFKC (full-width letters, ligatures, compatibility forms become
--    plain ones), without control and format characters (zero-width space and joiners, soft
--    hyphen, bidirectional controls such as the right-to-left override, word joiner, BOM,
--    variation selectors, tag characters). normalize() needs a UTF8 database.
CREATE FUNCTION client_visible(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT regexp_replace(normalize(COALESCE(t, ''), NFKC),
    '[\u0001-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\U000E0000-\U000E007F]',
    '', 'g')
$fn$;

-- 2. Look-alike letters inside one word. A word with Cyrillic letters that look Cyrillic
--    (its letters without a Latin twin outnumber, or equal, those of Latin without a Cyrillic
--    twin) is Cyrillic: its Latin twins (and the digit 0) become Cyrillic — «Cидоров» with a
--    Latin C is «Сидоров». Any other word with Latin letters is Latin: its Cyrillic twins
--    become Latin — "Pеtrov" with a Cyrillic е is "Petrov". Upper-case-only twins (В/B, Н/H,
--    М/M, Т/T) are folded in their case, so this runs before case folding.
CREATE FUNCTION client_fold_lookalikes(w text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE
    WHEN w ~ '[\u0400-\u04FF]'
         AND length(regexp_replace(w, '[^бвгдёжзийлмнптфцчшщъыьэюяБГДЁЖЗИЙЛПФЦЧШЩЪЫЬЭЮЯ]', '', 'g'))
          >= length(regexp_replace(w, '[^bdfghijlmnqrstuvwzDFGIJLNQRSUVWZ]', '', 'g'))
      THEN translate(w, 'AaBCcEeHKkMOoPpTXxYy0', 'АаВСсЕеНКкМОоРрТХхУуО')
    WHEN w ~ '[A-Za-z]'
      THEN translate(w, 'АаВСсЕеНКкМОоРрТХхУуіІјЈѕЅ0', 'AaBCcEeHKkMOoPpTXxYyiIjJsSO')
    ELSE w END
$fn$;

-- 3. A name as one alphabet's words, the one implementation search and screening share
--    (the rules, in order, in docs/api/clients.md, "The name key"):
--    a. apostrophes and primes (the soft and hard signs of BGN/PCGN and GOST) are dropped, the
--       text made visible (1), Slavic letters with diacritics written as their Russian digraphs
--       (š sh, č ch, ž zh, ŝ shch, û iu, â ia: GOST 7.79 A / ISO 9, "Ščerbakova" is
--       «Щербакова»), other diacritics removed (NFD, combining marks dropped; й and ё become
--       и and е, which the transliteration reads alike anyway). A name of plain Latin and
--       Russian letters (nearly all) skips the Unicode work;
--    b. look-alikes folded word by word (2), in a name that mixes the alphabets only;
--    c. the case folded (upper-case Cyrillic by translate(): lower() of non-ASCII letters
--       depends on the database's locale), Cyrillic transliterated, and the spellings the
--       transliterations of Russian disagree on reduced to one. Anything but [a-z0-9] is a space.
CREATE FUNCTION client_name_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE WHEN COALESCE(t, '') ~ '^[ -~ЁА-яё]*$' THEN translate(COALESCE(t, ''), '''`', '') ELSE
    translate(regexp_replace(normalize(
      replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
        client_visible(regexp_replace(t, '[''’ʼʹʺ`´′″]', '', 'g')),
        'Š', 'Sh'), 'š', 'sh'), 'Č', 'Ch'), 'č', 'ch'), 'Ž', 'Zh'), 'ž', 'zh'), 'Ŝ', 'Shch'), 'ŝ', 'shch'),
        'Û', 'Iu'), 'û', 'iu'), 'Â', 'Ia'), 'â', 'ia'), 'ß', 'ss'), 'Æ', 'Ae'), 'æ', 'ae'), 'Œ', 'Oe'), 'œ', 'oe'),
      NFD), '[\u0300-\u036F]', '', 'g'), 'øØłŁđĐı', 'oOlLdDi') END
$fn$;

-- The words of a name mixing the alphabets, each folded (2).
CREATE FUNCTION client_fold_words(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT string_agg(client_fold_lookalikes(w), ' ' ORDER BY n)
    FROM regexp_split_to_table(t, '[^0-9A-Za-z\u0400-\u04FF]+') WITH ORDINALITY AS s(w, n)
$fn$;

CREATE FUNCTION client_latin(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    -- й ы i / y / j, ии i; е e / ye / je / ie; ё e / yo / jo; я ia / ya / ja; ю iu / yu / ju.
    regexp_replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
    -- щ shch / shh / sch, ч ch / tch, ц ts / tz / cz, х h / kh, ф f / ph, в v / w, к k / c / q.
    regexp_replace(replace(replace(replace(replace(replace(replace(replace(replace(
      translate(
        replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
          lower(translate(t, 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯІЇЄҐЎ', 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяіїєґў')),
          'x', 'ks'), 'ж', 'zh'), 'х', 'h'), 'ц', 'ts'), 'ч', 'ch'), 'ш', 'sh'), 'щ', 'shch'), 'ю', 'iu'), 'я', 'ia'), 'ё', 'e'), 'ъ', ''), 'ь', ''),
        'абвгдезийклмнопрстуфыэіїєґў', 'abvgdeziiklmnoprstufyeiiegu'),
      'shh', 'shch'), 'sch', 'shch'), 'tch', 'ch'), 'cz', 'ts'), 'tz', 'ts'), 'kh', 'h'), 'ph', 'f'), 'w', 'v'),
      'c(?!h)|q', 'k', 'g'),
      'yu', 'iu'), 'ju', 'iu'), 'ya', 'ia'), 'ja', 'ia'), 'yo', 'e'), 'jo', 'e'), 'ye', 'e'), 'je', 'e'),
      'j', 'i'), 'y', 'i'), 'ie', 'e'),
      'i{2,}', 'i', 'g'),
    -- Endings of everyday spellings: Alexander, Smirnoff, Turgeneff.
    'ander\M', 'andr', 'g'), 'off\M', 'ov', 'g'), 'eff\M', 'ev', 'g'),
    '[^a-z0-9]+', ' ', 'g'))
$fn$;

-- In plpgsql: its simple expressions are planned once and evaluated without an executor of
-- their own at each call (the SQL version cost twice as much, which a 100 000-name list feels),
-- and the word-by-word folding runs only for a name that mixes the alphabets.
CREATE OR REPLACE FUNCTION client_translit(t text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $fn$
DECLARE
  v text := client_name_text(t);
BEGIN
  IF v ~ '[A-Za-z0]' AND v ~ '[\u0400-\u04FF]' THEN
    v := client_fold_words(v);
  END IF;
  RETURN client_latin(v);
END
$fn$;

-- Words in one order (a name key): sorted, so that word order is free.
CREATE FUNCTION client_sorted_words(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT COALESCE(string_agg(w, ' ' ORDER BY w COLLATE "C"), '') FROM unnest(string_to_array(t, ' ')) AS w WHERE w <> ''
$fn$;

-- A whole name as a key: its words normalised and sorted.
CREATE OR REPLACE FUNCTION client_name_key(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT client_sorted_words(client_translit(t))
$fn$;

-- 4. A list entry's name without its patronymic (a client may be registered without one).
--    The list writes a name's words in any order, so the patronymic is recognised by its
--    ending after normalisation (…vich, …vna, …ichna, …ich: Петрович, Петровна, Ильинична,
--    Ильич), the last such word of three or more; a Turkic «… оглы» / «… кызы» at the end is
--    two words. A name without one keeps every word.
CREATE FUNCTION client_entry_short_key(t text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $fn$
DECLARE
  w text[] := string_to_array(client_translit(t), ' ');
  n int := cardinality(w);
BEGIN
  IF n >= 4 AND w[n] IN ('ogli', 'ugli', 'kizi', 'gizi') THEN
    RETURN client_sorted_words(array_to_string(w[1:n - 2], ' '));
  END IF;
  IF n >= 3 THEN
    FOR i IN REVERSE n..1 LOOP
      IF right(w[i], 3) IN ('ich', 'vna') OR right(w[i], 5) = 'ichna' THEN
        RETURN client_sorted_words(array_to_string(w[1:i - 1] || w[i + 1:n], ' '));
      END IF;
    END LOOP;
  END IF;
  RETURN client_sorted_words(array_to_string(w, ' '));
END
$fn$;

-- 5. Levenshtein distance of exactly one (a letter replaced, added or left out): the two
--    keys are equal once one position is removed from each (or from the longer one).
CREATE FUNCTION client_one_edit(a text, b text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT a <> b AND abs(length(a) - length(b)) <= 1 AND EXISTS (
    SELECT 1 FROM generate_series(1, greatest(length(a), length(b))) AS i
     WHERE CASE WHEN length(a) = length(b) THEN overlay(a PLACING '' FROM i FOR 1) = overlay(b PLACING '' FROM i FOR 1)
                WHEN length(a) > length(b) THEN overlay(a PLACING '' FROM i FOR 1) = b
                ELSE a = overlay(b PLACING '' FROM i FOR 1) END)
$fn$;

-- 6. A document's number as compared: visible (1), the Cyrillic letters that have a Latin
--    twin written as Latin (series «АВ» is "AB"), the letter O as the digit 0, case folded,
--    the sign № and everything but letters and digits (spaces, dashes, dots) removed.
CREATE FUNCTION client_document_key(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT regexp_replace(translate(lower(translate(client_visible(replace(COALESCE(t, ''), '№', '')),
      'АаВвЕеКкМмНнОоРрСсТтУуХхOo',
      'aabbeekkmmhh00ppccttyyxx00')),
      'БГДЁЖЗИЙЛПФЦЧШЩЪЫЬЭЮЯІЇЄҐЎ', 'бгдёжзийлпфцчшщъыьэюяіїєґў'),
    '[^0-9a-z\u0400-\u04FF]+', '', 'g')
$fn$;

-- 7. The keys again, computed by the functions above for every row.
ALTER TABLE clients
  ADD COLUMN name_key text GENERATED ALWAYS AS (client_name_key(last_name || ' ' || first_name || ' ' || middle_name)) STORED,
  -- Without the patronymic: a list (or a foreign passport) often has none.
  ADD COLUMN short_key text GENERATED ALWAYS AS (client_name_key(last_name || ' ' || first_name)) STORED,
  ADD COLUMN last_key text GENERATED ALWAYS AS (client_translit(last_name)) STORED,
  ADD COLUMN first_key text GENERATED ALWAYS AS (client_translit(first_name)) STORED,
  ADD COLUMN middle_key text GENERATED ALWAYS AS (client_translit(middle_name)) STORED,
  ADD COLUMN document_key text GENERATED ALWAYS AS (client_document_key(document_series || document_number)) STORED,
  ADD COLUMN number_key text GENERATED ALWAYS AS (client_document_key(document_number)) STORED;
ALTER TABLE watchlist_entries
  ADD COLUMN name_key text GENERATED ALWAYS AS (client_name_key(full_name)) STORED,
  ADD COLUMN short_key text GENERATED ALWAYS AS (client_entry_short_key(full_name)) STORED;

-- 8. The search's covering indexes (migration 028), now without the document keys: a name
--    word no longer matches a document, a document is found by its whole number (equality).
CREATE INDEX clients_last_key_idx ON clients (last_key text_pattern_ops)
  INCLUDE (id, last_name, first_name, middle_name, first_key, middle_key);
CREATE INDEX clients_first_key_idx ON clients (first_key text_pattern_ops)
  INCLUDE (id, last_name, first_name, middle_name, last_key, middle_key);
CREATE INDEX clients_middle_key_idx ON clients (middle_key text_pattern_ops)
  INCLUDE (id, last_name, first_name, middle_name, last_key, first_key);
CREATE INDEX clients_document_key_idx ON clients (document_key) INCLUDE (id, last_name, first_name, middle_name);
CREATE INDEX clients_number_key_idx ON clients (number_key) INCLUDE (id, last_name, first_name, middle_name);
CREATE INDEX clients_order_idx ON clients (last_name, first_name, middle_name, id)
  INCLUDE (last_key, first_key, middle_key, document_key, number_key, phone_key);
CREATE INDEX clients_name_key_idx ON clients (name_key);
CREATE INDEX clients_short_key_idx ON clients (short_key);
CREATE INDEX watchlist_entries_key_idx ON watchlist_entries (name_key);
CREATE INDEX watchlist_entries_short_key_idx ON watchlist_entries (short_key);
-- A client's own screening looks for entries one letter apart among those of its birth date.
CREATE INDEX watchlist_entries_birth_idx ON watchlist_entries (birth_date) WHERE birth_date IS NOT NULL;

-- 9. One client per document: the normalised series and number within a citizenship, whatever
--    the document's type (the same number as «Иной документ» is the same document). Clients
--    registered twice under the old rule (a type apart, or «АВ» beside "AB") cannot be merged
--    here — operations name them — so the later ones are left out of the index (listed in its
--    predicate) until someone fixes their documents; the service refuses any new duplicate.
DO $do$
DECLARE
  duplicates int[];
BEGIN
  SELECT COALESCE(array_agg(id ORDER BY id), '{}') INTO duplicates
    FROM (SELECT id, row_number() OVER (PARTITION BY citizenship, document_key ORDER BY id) AS n FROM clients) d
   WHERE n > 1;
  IF cardinality(duplicates) = 0 THEN
    CREATE UNIQUE INDEX clients_document_uq ON clients (citizenship, document_key);
  ELSE
    RAISE NOTICE 'clients registered with a document another client already has: %', duplicates;
    EXECUTE format('CREATE UNIQUE INDEX clients_document_uq ON clients (citizenship, document_key) WHERE id <> ALL (%L::int[])', duplicates);
  END IF;
END
$do$;
