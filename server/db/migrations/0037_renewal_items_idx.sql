-- A service's renewal order is found by its items (server/renewals/open.ts): the item that renews the service for the
-- period ending at service_period_end. Without this index every look for it read all order items, once per service
-- in the renewal window, on every run of the daily job.
create index order_items_service_idx on order_items (service_id, service_period_end) where service_id is not null;
