-- Identity verification (docs/kyc.md). The user's `kyc`: 0 not verified, 1 pending, 2 verified,
-- 3 rejected, 4 in review; set only by the verification provider's signed webhook.
alter table users add column kyc smallint not null default 0 check (kyc between 0 and 4);

-- The provider's applicant of each user and the last status change applied: an event whose
-- revision is not newer than `revision` is recorded and changes nothing.
create table identity_verifications (
  user_id bigint primary key references users (id),
  applicant_id text not null,
  revision integer not null,
  reasons jsonb not null default '[]',
  occurred_at timestamptz not null,
  updated_at timestamptz not null default now()
);

-- Every webhook event the platform took, with the answer it gave: a replay answers the same.
create table identity_verification_events (
  event_id text primary key,
  user_id bigint not null references users (id),
  applicant_id text not null,
  status text not null check (status in ('pending', 'approved', 'rejected', 'review')),
  revision integer not null,
  reasons jsonb not null default '[]',
  applied boolean not null,
  answer jsonb not null,
  received_at timestamptz not null default now()
);
create index identity_verification_events_user on identity_verification_events (user_id, received_at desc);
