-- A wallet that already holds money gets an opening transaction against the house cash account,
-- so from here on every wallet balance equals the sum of its entries.
insert into ledger_accounts (kind, currency_id)
select distinct 'house_cash', currency_id from wallets where balance > 0
on conflict (kind, currency_id) where wallet_id is null do nothing;

with opened as (
  insert into ledger_transactions (kind, idempotency_key, metadata)
  select 'opening_balance', 'opening_balance:' || w.id, jsonb_build_object('wallet_id', w.id)
  from wallets w
  where w.balance > 0
  returning id, (metadata ->> 'wallet_id')::bigint as wallet_id
)
insert into ledger_entries (transaction_id, account_id, currency_id, amount)
select o.id, a.id, a.currency_id, w.balance
from opened o
join wallets w on w.id = o.wallet_id
join ledger_accounts a on a.wallet_id = w.id
union all
select o.id, h.id, h.currency_id, -w.balance
from opened o
join wallets w on w.id = o.wallet_id
join ledger_accounts h on h.kind = 'house_cash' and h.wallet_id is null and h.currency_id = w.currency_id;
