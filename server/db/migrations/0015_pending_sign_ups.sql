-- Sign-ups waiting for their e-mail to be confirmed (OWASP's authentication cheat sheet, account enumeration):
-- sign-up answers the same for a new and a taken address, and the account is made only when the link sent to the
-- address is opened. Only the SHA-256 of the random token is stored; each link works once (used_at set by a
-- conditional update) and until expires_at. The accounts' unique e-mail index decides between two links of one
-- address, and between a link and any other way an account could come to exist meanwhile.
create table pending_sign_ups (
  token_hash text primary key,
  fullname text not null,
  -- Always lowercased, like accounts.email.
  email text not null,
  password_hash text not null,
  -- Where the person was going (a same-origin path the server checked), or null for the default.
  continue_path text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create index pending_sign_ups_email_idx on pending_sign_ups (email);
