-- Operator switches and site values (maintenance, contacts, bet limits, periods...), one JSON value per key.
create table site_settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
