import { operatorArea } from '../endpoint.js';
import {
  campaignParamsSchema,
  campaignPreviewQuerySchema,
  campaignPreviewSchema,
  campaignReasonSchema,
  campaignWriteSchema,
  giftGrantAnswerSchema,
  giftGrantSchema,
  operatorCampaignListSchema,
  operatorCampaignSchema,
  operatorGiftListSchema,
  operatorGiftSchema,
  playerGiftParamsSchema,
  playerGiftsParamsSchema,
} from '../operator-bonuses.js';

const endpoint = operatorArea('backoffice bonuses').with({ permission: 'bonuses.manage' });
/** A call on one campaign, answered with the campaign. */
const onCampaign = endpoint.with({ params: campaignParamsSchema, answer: operatorCampaignSchema });
/** A change of a campaign's state with a reason; a campaign already in that state, or over: 409. */
const stateChange = onCampaign.with({ body: campaignReasonSchema, errors: ['Conflict'] });

export const getAdminBonusesCampaigns = endpoint(
  'GET /bonuses/campaigns',
  'Every bonus campaign, newest first, with its status, its gifts and their cost per currency from the ledger',
  { answer: operatorCampaignListSchema },
);

export const postAdminBonusesCampaigns = endpoint(
  'POST /bonuses/campaigns',
  'Creates a bonus campaign with a reason; it runs from its start (fields that do not apply to its type are refused)',
  { body: campaignWriteSchema, answer: operatorCampaignSchema },
);

export const getAdminBonusesCampaignsById = onCampaign(
  'GET /bonuses/campaigns/{id}',
  'One bonus campaign with its status, gifts and cost',
);

export const putAdminBonusesCampaignsById = onCampaign(
  'PUT /bonuses/campaigns/{id}',
  'Changes a campaign with a reason; gifts already granted keep the terms they were granted under',
  { body: campaignWriteSchema, errors: ['Conflict'] },
);

export const getAdminBonusesCampaignsByIdPreview = onCampaign(
  'GET /bonuses/campaigns/{id}/preview',
  'The campaign in every language as a player in the given currency reads it: their bonus card’s lines and the gift',
  { query: campaignPreviewQuerySchema, answer: campaignPreviewSchema },
);

export const postAdminBonusesCampaignsByIdPause = stateChange(
  'POST /bonuses/campaigns/{id}/pause',
  'Pauses a running or scheduled campaign with a reason: no new gifts until it is resumed; gifts granted play on',
);

export const postAdminBonusesCampaignsByIdResume = stateChange(
  'POST /bonuses/campaigns/{id}/resume',
  'Resumes a paused campaign with a reason',
);

export const postAdminBonusesCampaignsByIdEnd = stateChange(
  'POST /bonuses/campaigns/{id}/end',
  'Ends a campaign for good with a reason: no new gifts; gifts granted play on until they finish or expire',
);

export const getAdminPlayersGifts = endpoint(
  'GET /players/{id}/gifts',
  'A player’s bonus gifts, newest first, with the operator who granted any by hand',
  { permission: 'players.read', params: playerGiftsParamsSchema, answer: operatorGiftListSchema },
);

export const postAdminPlayersGifts = endpoint(
  'POST /players/{id}/gifts',
  'Grants a campaign’s gift to a player with a reason, as the campaign’s own trigger would; a repeated request id answers the same gift',
  { params: playerGiftsParamsSchema, body: giftGrantSchema, answer: giftGrantAnswerSchema, errors: ['Conflict'] },
);

export const postAdminPlayersGiftsCancel = endpoint(
  'POST /players/{id}/gifts/{gift_id}/cancel',
  'Cancels a player’s open gift with a reason: a playing bonus’s balance is forfeited to the house, an unused free bet is withdrawn',
  { params: playerGiftParamsSchema, body: campaignReasonSchema, answer: operatorGiftSchema, errors: ['Conflict'] },
);
