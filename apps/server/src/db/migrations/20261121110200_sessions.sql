-- One row per sign-in; access tokens name their session, so revoking it ends them at once.
create table sessions (
  id uuid primary key,
  user_id bigint not null references users (id),
  kind text not null check (kind in ('login', 'registration', 'recovery')),
  two_factor_passed boolean not null default false,
  ip text not null,
  user_agent text not null default '',
  device_type text not null default '',
  os text not null default '',
  os_version text not null default '',
  city text,
  country text,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  revoked_at timestamptz,
  revoke_reason text
);
create index sessions_user on sessions (user_id, created_at desc);

-- Opaque refresh tokens, stored hashed; each is used once and a second use revokes its session.
create table refresh_tokens (
  hash text primary key,
  session_id uuid not null references sessions (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index refresh_tokens_session on refresh_tokens (session_id);
