import { defineEndpoint } from '../endpoint.js';
import { settingsQuerySchema, settingsSchema } from '../settings.js';

export const getSettings = defineEndpoint('GET /settings', {
  summary: 'Site settings for this client: geo flags, maintenance, casino, contacts, bet limits, periods',
  tags: ['settings'],
  security: 'none',
  query: settingsQuerySchema,
  answer: settingsSchema,
});
