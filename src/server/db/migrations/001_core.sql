-- Core of the system: people, where they work, the site switch and the audit trail.
CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  role text NOT NULL DEFAULT 'Кассир',
  is_admin boolean NOT NULL DEFAULT false,
  is_allow_to_print boolean NOT NULL DEFAULT false,
  is_crypto_transaction_page_active boolean NOT NULL DEFAULT false,
  is_allow_to_check_earning_report boolean NOT NULL DEFAULT false,
  is_allow_to_check_non_active_operation_person boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Tokens are stored as a SHA-256 of the key: a leaked table does not leak sessions.
CREATE TABLE auth_tokens (
  key_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id);

CREATE TABLE cities (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cash_registers (
  id serial PRIMARY KEY,
  name text NOT NULL,
  city_id integer NOT NULL REFERENCES cities(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (city_id, name)
);
CREATE INDEX cash_registers_city_idx ON cash_registers (city_id);

-- A non-admin works in these cities and sees nothing outside them.
CREATE TABLE user_cities (
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  city_id integer NOT NULL REFERENCES cities(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, city_id)
);
CREATE INDEX user_cities_city_idx ON user_cities (city_id);

-- One row: whether the site is on. Switched off by an admin, on again only by the CLI.
CREATE TABLE site_settings (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  is_active boolean NOT NULL DEFAULT true,
  changed_at timestamptz NOT NULL DEFAULT now(),
  changed_by text NOT NULL DEFAULT 'system'
);
INSERT INTO site_settings (id, is_active) VALUES (1, true);

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  actor text NOT NULL,
  action text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at);
