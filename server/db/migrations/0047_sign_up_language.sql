-- The language a sign-up was made in (docs/frontend.md "Messages in Czech and English"): the page's, when the visitor
-- asked for the account. The confirmation link and the welcome are e-mailed in it; the account it makes keeps it only
-- when the visitor chose it with the header's switch (`language_chosen`), else the browser's language decides, as for
-- any account that never chose. Sign-ups pending before were English, as their e-mails were.
alter table pending_sign_ups add column language text not null default 'en' check (language in ('en', 'cs'));
alter table pending_sign_ups add column language_chosen boolean not null default false;
