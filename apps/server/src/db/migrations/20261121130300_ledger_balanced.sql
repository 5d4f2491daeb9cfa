-- Checked at commit, once all entries of a transaction are written: they must sum to zero per
-- currency. The service checks first; this refuses any other writer that forgets.
create function ledger_transaction_balanced() returns trigger language plpgsql as $$
begin
  if exists (
    select 1 from ledger_entries
    where transaction_id = new.transaction_id
    group by currency_id
    having sum(amount) <> 0
  ) then
    raise exception 'ledger transaction % does not balance', new.transaction_id;
  end if;
  return null;
end;
$$;
create constraint trigger ledger_entries_balanced after insert on ledger_entries
  deferrable initially deferred
  for each row execute function ledger_transaction_balanced();
