-- A liability limit per market and currency (risk.manage): when the book's largest liability on the
-- market's outcomes reaches it, the market is held as an operator would hold it, with no operator.
create table trading_market_limits (
  match_id integer not null,
  market_id integer not null check (market_id > 0),
  currency_id integer not null references currencies (id),
  amount bigint not null check (amount > 0),
  operator_id bigint not null references operators (id),
  created_at timestamptz not null,
  primary key (match_id, market_id, currency_id)
);

-- A hold the limit made names no operator.
alter table trading_holds alter column operator_id drop not null;
