-- Password reset links (OWASP's Forgot Password cheat sheet): only the SHA-256 of the random token is stored,
-- each link works once (used_at set by a conditional update) and until expires_at (an hour after it was asked).
create table password_resets (
  token_hash text primary key,
  account_id uuid not null references accounts (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create index password_resets_account_idx on password_resets (account_id);
