-- A player's favorite matches.
create table favorites (
  user_id bigint not null references users (id) on delete cascade,
  match_id integer not null references sport_matches (id),
  created_at timestamptz not null default now(),
  primary key (user_id, match_id)
);
