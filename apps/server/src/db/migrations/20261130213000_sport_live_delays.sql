-- A sport's live bet delay set by an operator (docs/backoffice.md, "The trading desk"): a live bet
-- with a leg of this sport is held this many seconds before it is decided; a sport without a row
-- takes the site's default (BET_LIVE_DELAY_S).
create table sport_live_delays (
  sport_id integer primary key,
  seconds integer not null check (seconds between 0 and 60),
  operator_id bigint not null references operators (id),
  updated_at timestamptz not null
);
