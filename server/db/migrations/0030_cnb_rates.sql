-- The Czech National Bank's daily exchange rates (docs/invoices.md, "VAT in CZK"): an invoice of a foreign-currency
-- order that charges VAT states it in CZK at the rate declared on or before its day of supply, copied into the
-- invoice's snapshot when it is issued. Same rules as 0001: no functions or extensions, and every statement ends
-- with a semicolon at the end of a line. Rows are only added: the daily file of a day is stored once.

-- rate is CZK for `amount` units of the currency, the exact decimal the CNB published ('24.335', per 100 for the
-- forint or the yen). sequence is the file's number within the year (#229).
create table cnb_rates (
  rate_date date not null,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  amount integer not null check (amount > 0),
  rate text not null check (rate ~ '^[0-9]+(\.[0-9]+)?$'),
  sequence integer not null,
  stored_at timestamptz not null,
  primary key (currency, rate_date)
);
