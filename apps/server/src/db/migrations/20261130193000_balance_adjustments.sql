-- Manual balance adjustments (docs/backoffice.md): an operator credits or debits a player's cash
-- wallet against the house's adjustments account, with a reason. One above the approval limit waits
-- (`pending`) until a second operator approves it (`applied`, its ledger transaction written in the
-- same database transaction) or rejects it.
alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check
  check (kind in ('player', 'house_cash', 'house_betting', 'house_casino', 'house_withdrawals', 'house_bonus',
    'house_receivable', 'house_adjustments'));

create table balance_adjustments (
  id bigserial primary key,
  user_id bigint not null references users (id),
  wallet_id bigint not null references wallets (id),
  -- Minor units of the wallet's currency: above 0 credits the player, below 0 debits them.
  amount bigint not null check (amount <> 0),
  reason text not null,
  needs_approval boolean not null,
  status text not null check (status in ('pending', 'applied', 'rejected')),
  requested_by bigint not null references operators (id),
  requested_at timestamptz not null,
  decided_by bigint references operators (id),
  decision_reason text,
  decided_at timestamptz,
  ledger_transaction_id bigint references ledger_transactions (id),
  -- Four eyes: a second operator decides one that needs approval.
  check (not needs_approval or decided_by is null or decided_by <> requested_by),
  check ((status = 'pending') = (decided_at is null)),
  check ((status = 'applied') = (ledger_transaction_id is not null))
);
create index balance_adjustments_user on balance_adjustments (user_id, id desc);
create index balance_adjustments_pending on balance_adjustments (id) where status = 'pending';
