-- E-mails go out in the order they were written. Messages written by one transaction or one job run share their
-- moment (next_attempt_at), so the worker also orders by this number, given in the order of the inserts: on the day a
-- package ends, "your package ends today" is sent before "your website is on the free version".
alter table mail_outbox add column seq bigint generated always as identity;
