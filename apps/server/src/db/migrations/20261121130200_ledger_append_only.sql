-- The journal is history: transactions and entries can be added, never changed or removed.
create function ledger_append_only() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only', tg_table_name;
end;
$$;
create trigger ledger_transactions_append_only before update or delete on ledger_transactions
  for each row execute function ledger_append_only();
create trigger ledger_entries_append_only before update or delete on ledger_entries
  for each row execute function ledger_append_only();
