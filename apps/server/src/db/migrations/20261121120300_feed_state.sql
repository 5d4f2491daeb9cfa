-- Where the feed stands: the newest feed time (unix ms) ingested, so a new leader resumes from it.
create table feed_state (
  name text primary key,
  ts bigint not null
);
