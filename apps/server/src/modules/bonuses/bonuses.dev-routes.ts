import { devBonusCampaignAnswerSchema, devBonusCampaignSchema, GIFT_TYPE } from '@meridian/contract/bonuses';
import type { FastifyInstance } from 'fastify';
import { devPost } from '../../platform/dev-route.js';
import { validationFailed } from '../../platform/errors.js';
import { insertCampaigns } from './bonuses.campaigns.js';

/**
 * `POST /dev/bonus-campaigns` (only with DEV_FEED=true, beside `POST /dev/feed`): adds a promo-code
 * campaign running from now, as an operator does with SQL until the back office edits campaigns.
 * Demos and browser journeys use it for a campaign of their own (a few free spins, say).
 */
export async function bonusesDevRoutes(app: FastifyInstance): Promise<void> {
  devPost(
    app,
    '/dev/bonus-campaigns',
    { summary: 'Add a promo-code bonus campaign', body: devBonusCampaignSchema, answer: devBonusCampaignAnswerSchema },
    async (body) => {
      const taken = await app.database.db
        .selectFrom('bonus_campaigns')
        .select('id')
        .where('promo_code', '=', body.promo_code)
        .executeTakeFirst();
      if (taken) throw validationFailed({ promo_code: ['A campaign has this promo code already.'] });
      const casino = body.type_id !== GIFT_TYPE.sport;
      const [id] = await insertCampaigns(app.database.db, [
        {
          slug: body.slug,
          typeId: body.type_id,
          trigger: 'promo_code',
          names: body.names,
          amounts: body.amounts,
          wageringMultiplier: body.wagering_multiplier,
          ...(body.games ? { games: body.games } : {}),
          ...(body.provider ? { provider: body.provider } : {}),
          ...(casino ? { contributions: { slots: 100, table: 10, live: 10 } } : {}),
          ...(body.spins ? { spins: body.spins } : {}),
          ...(body.spin_bets ? { spinBets: body.spin_bets } : {}),
          validDays: body.valid_days,
          promoCode: body.promo_code,
          startsAt: new Date(Date.now() - 1_000),
        },
      ]);
      if (id === undefined) throw validationFailed({ slug: ['A campaign with this slug exists already.'] });
      return { id: Number(id), promo_code: body.promo_code };
    },
  );
}
