-- Sports data written by feed ingestion only: tournaments, teams and the current state of each
-- match (status, score, clock, red cards, statistics). `ts` is the feed time (unix ms) of the last
-- message applied to the match, so an older message arriving late is ignored.
create table sport_tournaments (
  id integer primary key,
  sport_id integer not null,
  name text not null,
  country_code char(2),
  is_top boolean not null default false
);

create table sport_teams (
  id integer primary key,
  name text not null,
  color_primary text not null,
  color_secondary text not null
);

create table sport_matches (
  id integer primary key,
  sport_id integer not null,
  tournament_id integer not null references sport_tournaments (id),
  home_team_id integer not null references sport_teams (id),
  away_team_id integer not null references sport_teams (id),
  start_time bigint not null,
  round text,
  status text not null check (status in ('not_started', 'live', 'paused', 'ended', 'cancelled')),
  parts jsonb not null,
  root_part_id integer not null,
  current_part_id integer,
  clock jsonb,
  scores jsonb not null,
  red_cards jsonb not null,
  statistics jsonb not null default '[]',
  ts bigint not null
);

-- The catalog loads what is open or recently ended; results page through ended matches by start.
create index sport_matches_open on sport_matches (status, ts);
create index sport_matches_results on sport_matches (start_time desc) where status in ('ended', 'cancelled');
