-- The operator's reference rates: what one euro buys in each currency, as central banks publish
-- them. Limits are set in one currency and hold across every wallet of the player, the sums of the
-- others converted at these rates. Seeded at start (responsible-gaming.seed.ts); an operator edits
-- them in place.
create table reference_rates (
  currency_id integer primary key references currencies (id),
  per_eur numeric(30, 12) not null check (per_eur > 0),
  updated_at timestamptz not null default now()
);
