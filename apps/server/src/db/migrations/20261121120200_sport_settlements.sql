-- Market results from the feed: a result per outcome of each settled market, and the markets
-- cancelled (bets on them are refunded). Bet settlement reads these. No foreign key to the markets:
-- a provider may settle a market whose prices never reached us, and its result still counts.
create table sport_outcome_results (
  match_id integer not null,
  market_id integer not null,
  outcome_id integer not null,
  result text not null check (result in ('won', 'lost', 'void')),
  ts bigint not null,
  primary key (match_id, market_id, outcome_id)
);

create table sport_market_cancellations (
  match_id integer not null,
  market_id integer not null,
  reason text not null,
  ts bigint not null,
  primary key (match_id, market_id)
);
