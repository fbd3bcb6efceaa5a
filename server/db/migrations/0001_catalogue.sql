-- The price list catalogue, the page texts and the portal settings.
-- Portable PostgreSQL only (PGlite, PostgreSQL and distributed engines): keys are UUIDs made by the
-- application, money is bigint minor units, no triggers, functions or extensions.
-- Every statement ends with a semicolon at the end of a line: the migration runner splits on it.

create table currency (
  code text primary key check (code ~ '^[A-Z]{3}$'),
  -- Shown above the price list when the visitor views prices in this currency; null: no warning.
  warning text
);

create table package (
  id uuid primary key,
  identifier text not null unique,
  name text not null,
  label text not null,
  class_name text not null,
  position integer not null,
  -- Bumped whenever what the package offers changes, so purchase links made for an older offer stop working.
  version integer not null check (version > 0),
  highlighted boolean not null default false,
  created_at timestamptz not null default now()
);

-- One row per package, billing period and currency. Amounts are per month of that period, in minor units.
create table package_price (
  package_id uuid not null references package (id) on delete cascade,
  period_months integer not null check (period_months > 0),
  currency text not null references currency (code),
  monthly_amount_minor bigint not null check (monthly_amount_minor >= 0),
  original_monthly_amount_minor bigint check (original_monthly_amount_minor > monthly_amount_minor),
  discount_percent integer not null default 0 check (discount_percent between 0 and 99),
  primary key (package_id, period_months, currency),
  check ((original_monthly_amount_minor is null) = (discount_percent = 0))
);

create table tooltip (
  id uuid primary key,
  identifier text not null unique,
  text text not null
);

create table feature (
  id uuid primary key,
  identifier text not null unique,
  name text not null,
  position integer not null,
  tooltip_id uuid references tooltip (id)
);

-- A package lists exactly the features it has a row for; `included = false` lists one it lacks.
create table package_feature (
  package_id uuid not null references package (id) on delete cascade,
  feature_id uuid not null references feature (id) on delete cascade,
  value text not null,
  included boolean not null default true,
  value_question_mark boolean not null default false,
  primary key (package_id, feature_id)
);

create table faq_item (
  id uuid primary key,
  identifier text not null unique,
  position integer not null,
  question text not null,
  answer text not null,
  is_shown boolean not null default false
);

create table page_text (
  key text primary key,
  text text not null
);

create table feature_flag (
  key text primary key,
  enabled boolean not null
);

create table settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
