-- An add-on or plugin bought alone for a website's paid package (docs/services.md "Add-ons bought alone"): an order of
-- kind 'addon' with one item, charged from the order's day until the package's date, which the item keeps: the
-- add-on's service runs until that date once paid, so it ends, and renews, with its package.
alter table orders drop constraint orders_kind_check;
alter table orders add constraint orders_kind_check check (kind in ('package', 'domain', 'domain_with_package', 'renewal', 'addon'));
alter table order_items add column runs_until timestamptz;
