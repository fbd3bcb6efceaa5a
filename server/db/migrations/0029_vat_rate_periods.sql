-- VAT rates as dated data (docs/admin.md, "VAT rates"): each country's standard rate for the seller's calendar days
-- from valid_from to valid_to, both included; valid_to null: until a later rate is set. Days are ISO text
-- ('2027-01-01'), compared as text: the same on PGlite and PostgreSQL, whose drivers would turn a date column into a
-- local-midnight moment. The periods of a country never overlap: an operator adds a rate from a future day, which
-- closes the open period the day before (server/admin/vat-rates.ts, in one transaction with its audit entry).
create table vat_rate_period (
  country_code text not null references vat_rate (country_code) on delete cascade,
  rate_basis_points integer not null check (rate_basis_points between 0 and 10000),
  valid_from text not null check (valid_from ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  valid_to text check (valid_to ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  check (valid_to is null or valid_to >= valid_from),
  primary key (country_code, valid_from)
);

-- Today's rates, in force since before the portal billed anyone.
insert into vat_rate_period (country_code, rate_basis_points, valid_from, valid_to)
select country_code, rate_basis_points, '2000-01-01', null from vat_rate;

alter table vat_rate drop column rate_basis_points;
