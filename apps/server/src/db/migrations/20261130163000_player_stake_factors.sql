-- An operator's factor on one player's largest stake (risk.manage), in basis points: 10000 is 1 (no
-- row means 1), 5000 halves the maximum, 0 stops the player betting, 100000 (10) is the most.
create table player_stake_factors (
  user_id bigint primary key references users (id),
  factor_bp integer not null check (factor_bp between 0 and 100000),
  operator_id bigint not null references operators (id),
  updated_at timestamptz not null
);
