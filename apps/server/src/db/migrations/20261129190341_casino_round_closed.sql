-- A round's close: a win or rollback accepted with the provider's `round_closed`. A provider's round
-- in one wallet takes no stake and no win after it closed (rollbacks still land); the wallet looks
-- the close up under its lock, by the partial index below.
alter table casino_transactions add column round_closed boolean not null default false;
create index casino_transactions_closed_rounds on casino_transactions (provider_id, wallet_id, round)
  where round_closed;
