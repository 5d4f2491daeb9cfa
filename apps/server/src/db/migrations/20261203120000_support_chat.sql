-- The support chat (docs/support-chat.md). Conversations are the chat provider's; the platform keeps
-- only the visitors it vouches for and the provider's events it has taken.

-- A visitor's token after the bot check: only its SHA-256 is kept, and it lives 30 days.
create table support_visitors (
  id uuid primary key,
  token_hash text not null unique,
  ip text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index support_visitors_expires on support_visitors (expires_at);

-- Every webhook event taken, once by its id: a redelivery finds it here and does nothing again.
create table support_webhook_events (
  event_id text primary key,
  type text not null,
  conversation_id text not null,
  received_at timestamptz not null default now()
);
