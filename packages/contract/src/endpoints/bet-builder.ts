import { builderAnswerSchema, builderRequestSchema } from '../bet-builder.js';
import { endpointArea } from '../endpoint.js';

const endpoint = endpointArea({ tags: ['bets'], security: 'optional' });

export const postBetsBuilder = endpoint(
  'POST /bets/builder',
  'Bet builder: the odds of a same-match combination from the feed’s custom-bet service, or why it ' +
    'has none, and the outcomes on offer that would conflict with it; 404 for an unknown match',
  { body: builderRequestSchema, answer: builderAnswerSchema, errors: ['NotFound'] },
);
