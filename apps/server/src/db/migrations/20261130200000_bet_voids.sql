-- A bet an operator voided by hand (docs/backoffice.md, "Bets"): every leg counts as void from then on,
-- whatever the feed or an operator's market result says, so the bet is decided cancelled (its stake
-- back) and stays so through any later settlement of its markets.
create table bet_voids (
  bet_id bigint primary key references bets (id),
  operator_id bigint not null references operators (id),
  reason text not null,
  voided_at timestamptz not null
);
