-- An operator's block of a player (docs/backoffice.md, "Players"): while a row is here the player's
-- sessions are ended and play, deposits, promo codes and bonuses stop, as under an exclusion; the
-- player can still sign in and withdraw. Unblocking deletes the row; both are in the operators' audit.
create table player_blocks (
  user_id bigint primary key references users (id),
  operator_id bigint not null references operators (id),
  reason text not null,
  blocked_at timestamptz not null
);
