-- VAT IDs checked with the EU's VIES service before reverse charge is granted (docs/checkout.md, "VAT ID check").
-- Same rules as 0001: no functions or extensions, and every statement ends with a semicolon at the end of a line.
-- Times are written by the application (its clock).

-- What VIES answered about a VAT ID, shared by every instance and kept for a day: a valid answer with its
-- consultation number (VIES's requestIdentifier) and the day VIES gave for it, or an invalid one. An answer that
-- VIES could not give (a member state's service down, a timeout) is never kept: it is asked again.
create table vies_checks (
  vat_id text primary key,
  valid boolean not null,
  consultation_number text,
  request_date text,
  checked_at timestamptz not null
);

-- The check of the order's billing VAT ID ({vatId, status, consultationNumber, checkedAt}, status valid, invalid or
-- unavailable); null when no check was needed. Reverse charge is granted only on a valid check of the same VAT ID.
alter table orders add column vat_id_check jsonb;
create index orders_vat_id_unavailable on orders ((vat_id_check ->> 'status'));
