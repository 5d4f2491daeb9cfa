import { defineEndpoint } from '../endpoint.js';
import { pingSchema } from '../ping.js';

export const getPing = defineEndpoint('GET /ping', {
  summary: 'Connectivity check',
  tags: ['ping'],
  security: 'none',
  answer: pingSchema,
});
