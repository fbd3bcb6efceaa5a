-- Operators' two-factor sign-in with an authenticator app (TOTP) and one-time recovery codes (docs/admin.md,
-- "Two-factor sign-in"). Same rules as 0001: UUID keys made by the application, no functions or extensions, and
-- every statement ends with a semicolon at the end of a line. Times are written by the application (its clock).

-- The TOTP secret, sealed (AES-256-GCM under a key derived from the portal's session secret): the table alone gives
-- no codes. totp_pending_secret is the one shown while enrolling, until a correct code turns it on; totp_secret is set
-- with totp_enabled_at once it is on. totp_last_step is the time step of the last code accepted: a code of that step
-- or an earlier one is refused, so a code works once.
alter table accounts add column totp_pending_secret text;
alter table accounts add column totp_secret text;
alter table accounts add column totp_enabled_at timestamptz;
alter table accounts add column totp_last_step integer;
alter table accounts add constraint accounts_totp_on check ((totp_secret is null) = (totp_enabled_at is null));

-- The recovery codes still unused, each as a keyed hash (HMAC-SHA-256 under the same derived key); a used one is
-- deleted.
create table recovery_codes (
  account_id uuid not null references accounts (id) on delete cascade,
  code_hash text not null,
  created_at timestamptz not null,
  primary key (account_id, code_hash)
);

-- A sign-in half done: the password was right, the code is awaited. Only the SHA-256 of the id in the browser's
-- cookie is stored; it ends after a few minutes, at the code's success, or with a new sign-in.
create table sign_in_challenges (
  id_hash text primary key,
  account_id uuid not null references accounts (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null
);

create index sign_in_challenges_account_idx on sign_in_challenges (account_id);
