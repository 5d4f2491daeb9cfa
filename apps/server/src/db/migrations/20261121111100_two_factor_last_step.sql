-- The last TOTP time step accepted for a player, so a code seen once cannot be replayed.
alter table users add column two_factor_last_step bigint;
