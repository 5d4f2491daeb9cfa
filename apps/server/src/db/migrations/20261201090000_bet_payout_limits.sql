-- The largest payout of one bet in a currency, set by the trading desk (docs/backoffice.md, "The
-- trading desk"): a bet whose stake times its odds would pay more is refused with the largest stake
-- that fits. A currency without a row has no such limit.
create table bet_payout_limits (
  currency_id integer primary key references currencies (id),
  amount bigint not null check (amount > 0),
  operator_id bigint not null references operators (id),
  updated_at timestamptz not null
);
