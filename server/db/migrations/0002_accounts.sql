-- Accounts, their sessions and the sign-in attempt counters.
-- Same rules as 0001: UUID keys made by the application, no triggers, functions or extensions, and every
-- statement ends with a semicolon at the end of a line. Times are written by the application (its clock).

create table accounts (
  id uuid primary key,
  fullname text not null,
  -- Stored lowercased, so the unique index makes an email unique regardless of case.
  email text not null check (email = lower(email)),
  -- scrypt$LOG2N$r$p$salt$hash (base64url); the parameters travel with the hash.
  password_hash text not null,
  cookie_consent text,
  created_at timestamptz not null
);

create unique index accounts_email_key on accounts (email);

-- Only the SHA-256 of the session id is stored: a leaked table does not let anyone sign in.
create table sessions (
  id_hash text primary key,
  account_id uuid not null references accounts (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  last_seen_at timestamptz not null
);

create index sessions_account_idx on sessions (account_id);

-- Failed sign-ins per 'ip:ADDRESS' and per 'email:ADDRESS' within a window; survives restarts.
create table login_attempts (
  key text primary key,
  failures integer not null check (failures >= 0),
  window_started_at timestamptz not null,
  locked_until timestamptz
);
