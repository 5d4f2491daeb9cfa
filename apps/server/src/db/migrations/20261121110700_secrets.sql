-- Keys generated once and shared by every node and restart (JWT signing, captcha HMAC, code pepper).
create table secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);
