import { adoptTables, type ProviderMigration, statementsOf } from '../shared/migrations.js';
import { walletCallsTable } from '../shared/seamless-wallet.js';

/**
 * The live studio's own tables (`live_*`), made on the database it is given when it starts: the
 * launches the operator asked for (a player's seat at one table), the rounds dealt, the bets taken,
 * and the wallet calls the studio still owes the operator.
 */
export const LIVE_MIGRATIONS: readonly ProviderMigration[] = [
  {
    // The tables as `create table if not exists` made them before the provider had a schema: moved
    // into it with their rows where they are, made where they are not.
    name: '0001_tables',
    statements: (s) => [
      ...adoptTables(s, ['live_launches', 'live_rounds', 'live_bets', 'live_wallet_calls']),
      ...statementsOf(`
create table if not exists ${s}.live_launches (
  id text primary key,
  table_id text not null,
  token text not null,
  user_ref text not null,
  currency text not null,
  language text not null,
  theme text not null,
  lobby_url text,
  created_at timestamptz not null default now()
);
create table if not exists ${s}.live_rounds (
  id text primary key,
  table_id text not null,
  number integer not null,
  status text not null check (status in ('open', 'settled', 'void')),
  seed_hash text not null,
  server_seed text,
  outcome jsonb,
  opened_at timestamptz not null,
  settled_at timestamptz
);
create index if not exists live_rounds_open on ${s}.live_rounds (status) where status = 'open';
create table if not exists ${s}.live_bets (
  id text primary key,
  round_id text not null,
  launch_id text not null references ${s}.live_launches (id),
  spot text not null,
  amount bigint not null,
  currency text not null,
  status text not null check (status in ('pending', 'accepted', 'refused', 'unknown', 'refunded')),
  created_at timestamptz not null default now()
);
create index if not exists live_bets_round on ${s}.live_bets (round_id);
`),
      ...walletCallsTable(s, 'live_wallet_calls', 'bet_id', 'live_bets', ['pending', 'sent', 'done', 'refused']),
    ],
  },
];
