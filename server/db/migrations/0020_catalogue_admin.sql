-- The back office edits the catalogue and vouchers while several instances serve the shop.
-- Same rules as 0001: UUID keys made by the application, no triggers, functions or extensions, and every
-- statement ends with a semicolon at the end of a line.

-- One row: raised in the same transaction as every catalogue change. Each instance reads it (by its key) before
-- reusing its cached catalogue and reloads when it moved, so a change reaches every instance without NOTIFY.
create table catalogue_version (
  id integer primary key check (id = 1),
  version bigint not null check (version >= 1)
);

insert into catalogue_version (id, version) values (1, 1);

-- A voucher an operator switched off: checkouts no longer accept it; the row stays for the orders that used it.
alter table voucher add column disabled_at timestamptz;
