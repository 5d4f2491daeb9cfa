-- A withdrawal an operator reviews before the cashier pays it (docs/backoffice.md, "Withdrawal review").
-- Written with the reservation when the withdrawal is above the review amount or its player is flagged;
-- the money stays in the withdrawal reserve while `waiting`. An approval tells the cashier to pay, a
-- rejection to cancel (the cashier's canceled report returns the money). Decided once: the row is locked
-- and its status checked in the decision's transaction, and each decision is in the operators' audit.
create table withdrawal_reviews (
  payment_transaction_id bigint primary key references payment_transactions (id),
  status text not null check (status in ('waiting', 'approved', 'rejected')),
  flags text[] not null,
  operator_id bigint references operators (id),
  reason text,
  decided_at timestamptz,
  created_at timestamptz not null default now()
);
create index withdrawal_reviews_waiting on withdrawal_reviews (created_at) where status = 'waiting';
