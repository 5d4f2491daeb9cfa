import { adoptTables, type ProviderMigration, statementsOf } from '../shared/migrations.js';
import { walletCallsTable } from '../shared/seamless-wallet.js';

/**
 * The studio's own tables (`studio_*`), made on the database it is given when it starts: the
 * launches the operator asked for, each player's provably fair seeds, the rounds played, and the
 * wallet calls it still owes the operator.
 */
export const STUDIO_MIGRATIONS: readonly ProviderMigration[] = [
  {
    // The tables as `create table if not exists` made them before the provider had a schema: moved
    // into it with their rows where they are, made where they are not.
    name: '0001_tables',
    statements: (s) => [
      ...adoptTables(s, [
        'studio_launches',
        'studio_seeds',
        'studio_revealed_seeds',
        'studio_rounds',
        'studio_wallet_calls',
        'studio_free_rounds',
      ]),
      ...statementsOf(`
create table if not exists ${s}.studio_launches (
  id text primary key,
  game_code text not null,
  demo boolean not null,
  token text,
  user_ref text,
  currency text not null,
  demo_balance bigint,
  language text not null,
  theme text not null,
  lobby_url text,
  deposit_url text,
  created_at timestamptz not null default now()
);
create table if not exists ${s}.studio_seeds (
  owner text primary key,
  server_seed text not null,
  client_seed text not null,
  nonce integer not null default 0
);
create table if not exists ${s}.studio_revealed_seeds (
  server_seed_hash text primary key,
  server_seed text not null,
  owner text not null,
  revealed_at timestamptz not null default now()
);
create table if not exists ${s}.studio_rounds (
  id text primary key,
  launch_id text not null references ${s}.studio_launches (id),
  owner text not null,
  game_code text not null,
  demo boolean not null,
  status text not null check (status in ('open', 'settled', 'void')),
  stake bigint not null default 0,
  win bigint not null default 0,
  params jsonb not null,
  state jsonb,
  server_seed_hash text not null,
  client_seed text not null,
  nonce integer not null,
  created_at timestamptz not null default now(),
  settled_at timestamptz
);
create index if not exists studio_rounds_owner on ${s}.studio_rounds (owner, created_at desc);
`),
      ...walletCallsTable(s, 'studio_wallet_calls', 'round_id', 'studio_rounds', ['pending', 'done', 'refused']),
      ...statementsOf(`
create index if not exists studio_wallet_calls_round on ${s}.studio_wallet_calls (round_id, kind);
create table if not exists ${s}.studio_free_rounds (
  reward_uuid text primary key,
  user_ref text not null,
  currency text not null,
  game_codes jsonb not null,
  bet_value bigint not null,
  bet_count integer not null,
  rounds_left integer not null check (rounds_left >= 0),
  won bigint not null default 0,
  end_time timestamptz not null,
  status text not null check (status in ('active', 'ended')),
  created_at timestamptz not null default now()
);
create index if not exists studio_free_rounds_player on ${s}.studio_free_rounds (user_ref, currency) where status = 'active';
alter table ${s}.studio_rounds add column if not exists reward_uuid text;
alter table ${s}.studio_rounds add column if not exists updated_at timestamptz not null default now();
create index if not exists studio_rounds_open on ${s}.studio_rounds (updated_at) where status = 'open';
alter table ${s}.studio_rounds add column if not exists pending jsonb;
`),
    ],
  },
];
