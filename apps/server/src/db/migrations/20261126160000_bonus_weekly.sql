-- The stakes a week must reach for a weekly campaign's gift (minor units per currency code).
alter table bonus_campaigns add column min_stakes jsonb;
-- A campaign seeded before this column existed: its threshold is five times its free bet.
update bonus_campaigns
set min_stakes = (select jsonb_object_agg(key, (value::bigint) * 5) from jsonb_each_text(amounts))
where trigger = 'weekly_stakes' and min_stakes is null;

-- Each weekly grant once: the run's row is written with its gifts, in one transaction.
create table bonus_grant_runs (
  campaign_id bigint not null references bonus_campaigns (id),
  period text not null,
  granted integer not null default 0,
  created_at timestamptz not null default now(),
  primary key (campaign_id, period)
);
