-- An operator's closure of a player's account (docs/backoffice.md, "Closing an account"): while a row
-- is here every sign-in of the player is refused; their sessions ended when it was written. An account
-- is closed only when it holds no money and nothing open (checked under the player's and the wallets'
-- locks). Reopening deletes the row; both are in the operators' audit. The user row stays, so the
-- e-mail and phone stay taken.
create table player_closures (
  user_id bigint primary key references users (id),
  operator_id bigint not null references operators (id),
  reason text not null,
  closed_at timestamptz not null
);
