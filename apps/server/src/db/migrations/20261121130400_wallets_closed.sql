-- A deleted wallet is closed, not removed: its ledger history stays, and adding the same currency
-- again reopens it.
alter table wallets add column closed_at timestamptz;
alter table wallets add constraint wallets_default_open check (not (is_default and closed_at is not null));
