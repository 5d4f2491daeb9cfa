-- Operators' notes on a player (docs/backoffice.md, "Players"): written once, never edited, shown
-- newest first on the player's page.
create table player_notes (
  id bigserial primary key,
  user_id bigint not null references users (id),
  operator_id bigint not null references operators (id),
  body text not null check (length(body) between 1 and 2000),
  created_at timestamptz not null
);
create index player_notes_user on player_notes (user_id, id desc);
