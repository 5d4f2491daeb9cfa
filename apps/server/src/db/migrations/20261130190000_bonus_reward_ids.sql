-- The id a gift of free spins has at a game provider (the provider's reward id): random, so a
-- provider that keeps its grants never meets an id again after the platform's records are restored
-- or rebuilt (the gift's serial id would come round again, and the provider would take the new gift
-- for an old one). Gifts made before have none: they keep the id `gift-<id>` the providers already
-- hold them under (bonuses.service.ts).
alter table bonus_gifts add column reward_id uuid;
alter table bonus_gifts alter column reward_id set default gen_random_uuid();
create unique index bonus_gifts_reward_id on bonus_gifts (reward_id);
