-- The language a sign-up was made in (docs/frontend.md "Messages in Czech and English"): the page's, when the visitor
-- asked for the account. The confirmation link is e-mailed in it, and the account it makes speaks it. Sign-ups
-- pending before were English, as their e-mails were.
alter table pending_sign_ups add column language text not null default 'en' check (language in ('en', 'cs'));
