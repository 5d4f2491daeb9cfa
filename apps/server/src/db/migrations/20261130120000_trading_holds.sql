-- The trading desk's suspensions: an operator's word on an event, a market or one outcome, which
-- overrides the feed until it is released. The feed's own status stays in sport_markets untouched,
-- so releasing a hold (deleting its row) lets the feed's status apply again. Who held and released
-- what, and why, is in the operators' audit.
create table trading_holds (
  match_id integer not null,
  -- 0 with outcome_id 0: the whole event; an outcome_id: that outcome of the market only.
  market_id integer not null default 0,
  outcome_id integer not null default 0,
  reason text not null,
  operator_id bigint not null references operators (id),
  created_at timestamptz not null,
  primary key (match_id, market_id, outcome_id),
  check (market_id >= 0 and outcome_id >= 0 and (market_id > 0 or outcome_id = 0))
);
