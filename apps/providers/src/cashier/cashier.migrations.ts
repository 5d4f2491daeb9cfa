import { adoptTables, type ProviderMigration, statementsOf } from '../shared/migrations.js';
import { owedCallsTable } from '../shared/owed-calls.js';

/** The cashier's own tables (`cashier_*`): its payment intents and the webhooks it owes the platform. */
export const CASHIER_MIGRATIONS: readonly ProviderMigration[] = [
  {
    // The tables as the platform's migration made them before the cashier had a schema: moved into
    // it with their rows where they are, made where they are not.
    name: '0001_tables',
    statements: (s) => [
      ...adoptTables(s, ['cashier_payments', 'cashier_outbox']),
      ...statementsOf(`
create table if not exists ${s}.cashier_payments (
  id text primary key,
  mode text not null check (mode in ('deposit', 'withdrawal')),
  method text not null check (method in ('card', 'bank')),
  user_id bigint not null,
  wallet_id bigint not null,
  currency_id integer not null,
  amount bigint not null check (amount > 0),
  status text not null,
  reason text,
  card_last4 text,
  outcome text not null check (outcome in ('succeed', 'decline', 'challenge')),
  due_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists cashier_payments_due on ${s}.cashier_payments (due_at) where due_at is not null;
`),
      ...owedCallsTable(s, 'cashier_outbox', 'payment_id', 'cashier_payments'),
    ],
  },
];
