import { seedCampaigns } from '../modules/bonuses/bonuses.campaigns.js';
import { seedCasinoGames } from '../modules/casino/casino.seed.js';
import { seedContent } from '../modules/content/content.seed.js';
import { seedDictionaries } from '../modules/dictionaries/dictionaries.seed.js';
import { seedOffers } from '../modules/offers/offers.seed.js';
import { seedRegistrationForms } from '../modules/registration/registration.seed.js';
import { seedReferenceRates } from '../modules/responsible-gaming/responsible-gaming.seed.js';
import { seedSiteSettings } from '../modules/settings/settings.seed.js';
import type { Database } from './database.js';

/** Reference data and demo content; rows already there (an operator's edits) are kept. */
export async function seed(db: Database): Promise<void> {
  await seedDictionaries(db);
  await seedReferenceRates(db);
  await seedCasinoGames(db);
  await seedCampaigns(db);
  await seedSiteSettings(db);
  await seedContent(db);
  await seedOffers(db);
  await seedRegistrationForms(db);
}
