-- The back office's reports read the ledger by day (docs/backoffice.md, "Reports").
create index ledger_transactions_created on ledger_transactions (created_at);
