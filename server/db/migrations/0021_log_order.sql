-- The audit log and the order history are read as journals: one entry after the other. Their times come from the
-- application's clock, which two changes can share (a test clock, or two changes within the same millisecond), and
-- PostgreSQL returns rows of equal times in no fixed order. Each entry now gets its place in the journal when it is
-- written: an identity column. Two changes that wait for each other (a lock on what they change) are numbered in the
-- order they committed. Gaps are harmless here, unlike invoice numbers (docs/decisions.md).
-- Readers order by time, then by this number. Rows written before this migration are numbered in the order they are
-- stored, so among themselves only their times order them, as before.
alter table audit_log add column seq bigint generated always as identity;

create unique index audit_log_seq_idx on audit_log (seq);

alter table order_history add column seq bigint generated always as identity;

create unique index order_history_seq_idx on order_history (seq);
