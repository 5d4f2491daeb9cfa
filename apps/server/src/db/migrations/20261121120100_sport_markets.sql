-- The current state of every market of a match with its outcomes and prices (odds in thousandths):
-- ingestion upserts it, it is not a history of every price.
create table sport_markets (
  match_id integer not null references sport_matches (id),
  id integer not null,
  type_id integer not null,
  part_id integer not null,
  line integer,
  name text not null,
  status text not null check (status in ('active', 'suspended', 'deactivated', 'settled', 'cancelled')),
  -- [{ "id", "name", "odds", "active" }] in the feed's order.
  outcomes jsonb not null,
  ts bigint not null,
  primary key (match_id, id)
);
