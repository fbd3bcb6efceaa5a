-- The language of each queued e-mail (docs/frontend.md "Messages in Czech and English"): the recipient account's
-- language when the message is queued, so a message says what the person read in the portal when it happened, and a
-- retry or a resend later renders the same words. Messages queued before are English, as they were.
alter table mail_outbox add column language text not null default 'en' check (language in ('en', 'cs'));
