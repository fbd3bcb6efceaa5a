-- When each message was last tried (docs/mail.md): the back office lists failed and delayed messages with it, and
-- "delivery is failing" is decided from the newest attempts (server/mail/delivery-health.ts). Null until the first
-- attempt; rows from before this migration stay null until their next one.
alter table mail_outbox add column last_attempt_at timestamptz;

-- The newest delivery is read on every page of the back office (its warning): an index answers max(sent_at) at once.
create index mail_outbox_sent_idx on mail_outbox (sent_at);
