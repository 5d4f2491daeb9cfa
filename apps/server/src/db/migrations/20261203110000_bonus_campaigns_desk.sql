-- Campaigns are run by operators from the back office (docs/backoffice.md, "Bonuses"): paused for a
-- while or ended for good, each change kept in the operators' audit.
alter table bonus_campaigns add column status text not null default 'active';
alter table bonus_campaigns add constraint bonus_campaigns_status_check check (status in ('active', 'paused', 'ended'));
alter table bonus_campaigns add column updated_at timestamptz not null default now();
alter table bonus_campaigns add constraint bonus_campaigns_dates_check check (ends_at is null or ends_at > starts_at);
-- A campaign with no trigger of its own: its gifts are granted by an operator, one player at a time.
alter table bonus_campaigns drop constraint bonus_campaigns_trigger_check;
alter table bonus_campaigns add constraint bonus_campaigns_trigger_check
  check (trigger in ('first_deposit', 'promo_code', 'weekly_stakes', 'manual'));

-- A gift keeps the terms it was granted under (wagering, conditions, games, cap, cancellable), so an
-- operator's edit of a running campaign changes only the gifts granted after it. Null: a gift granted
-- before this column, which reads its campaign's terms as before.
alter table bonus_gifts add column terms jsonb;

-- A gift an operator granted by hand: who, and the request id that makes a repeated grant one gift.
alter table bonus_gifts add column granted_by bigint references operators (id);
alter table bonus_gifts add column grant_request_id uuid;
create unique index bonus_gifts_grant_request on bonus_gifts (grant_request_id);

-- The back office's cost figure per campaign reads the ledger's bonus postings by the gift they name.
create index bonus_gifts_campaign on bonus_gifts (campaign_id);
