-- Codes sent by e-mail or SMS: a pending registration keeps its data (with the password hash) here
-- until the code confirms it.
create table verification_codes (
  id uuid primary key,
  token text not null,
  purpose text not null check (purpose in ('registration', 'recovery', 'activate_email', 'activate_phone', 'change_phone')),
  channel text not null check (channel in ('email', 'sms')),
  destination text not null,
  user_id bigint references users (id),
  payload jsonb,
  code_hash text not null,
  attempts integer not null default 0,
  sent_at timestamptz not null default now(),
  repeat_after timestamptz not null,
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index verification_codes_user on verification_codes (user_id) where user_id is not null;
