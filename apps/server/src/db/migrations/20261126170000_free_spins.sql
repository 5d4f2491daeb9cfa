-- Free spins (gift type 4) are played through the seamless wallet as free rounds: a provider's bet of
-- 0 and its win name the reward (the gift) they belong to, so a win is checked against its bet's.
alter table casino_transactions add column reward_uuid text;

-- One bonus of each wallet kind plays at a time: a sports bonus in the sports bonus wallet; a casino
-- bonus, or free spins' winnings being wagered, in the casino one. Free spins still being played have
-- no wallet yet and do not count.
drop index bonus_gifts_one_playing;
create unique index bonus_gifts_one_playing on bonus_gifts (user_id, currency_id, (type_id = 1))
  where status in ('active', 'wagering') and wallet_id is not null and type_id in (1, 2, 4);
