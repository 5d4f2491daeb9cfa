-- A bet belongs to its wallet's player and is in its wallet's currency. One foreign key on the three
-- columns says both and takes the place of the three single-column keys: placing a bet checks one
-- row, the wallet it has just locked, instead of three (among them the currency's row, which every
-- bet in that currency would lock at once).
alter table wallets add constraint wallets_owner unique (id, user_id, currency_id);
alter table bets
  drop constraint bets_user_id_fkey,
  drop constraint bets_wallet_id_fkey,
  drop constraint bets_currency_id_fkey;
alter table bets add constraint bets_wallet
  foreign key (wallet_id, user_id, currency_id) references wallets (id, user_id, currency_id);
