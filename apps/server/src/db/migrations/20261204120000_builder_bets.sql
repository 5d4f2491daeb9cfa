-- Bet builders (bet_type 4, docs/decisions.md "Cash-out and system bets"): selections of one match
-- priced together by the feed's custom-bet service. Its parts are its legs (each at its market's own
-- odds when placed); `odds` is the builder's price, not their product.
alter table bets drop constraint bets_type_check;
alter table bets add constraint bets_type_check check (type in (1, 2, 3, 4));
