-- System bets (bet_type 3, docs/decisions.md "Cash-out and system bets"): one stake per line on every
-- combination of the chosen sizes of the bet's selections, in their order (a Yankee of four is
-- {2,3,4}, "2 of 4" is {2}). `amount` is the whole stake, the same on every line; `odds` is the
-- product of every selection's odds (the largest line's).
alter table bets drop constraint bets_type_check;
alter table bets add constraint bets_type_check check (type in (1, 2, 3));
alter table bets add column system_sizes smallint[];
alter table bets add constraint bets_system_check check ((type = 3) = (system_sizes is not null));
