-- A private registration not renewed while its domain is (switched off in the domain's renewal checkout): it ends at
-- its paid_until, released that day with no grace and no redemption (docs/services.md, "The statuses"). The
-- serviceLifecycle machine's `dropped`; a renewal or an operator's extension sets it back to false.
alter table services add column dropped boolean not null default false;
