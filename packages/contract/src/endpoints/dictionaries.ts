import { dictionariesSchema } from '../dictionaries.js';
import { defineEndpoint } from '../endpoint.js';

export const getDictionaries = defineEndpoint('GET /dictionaries', {
  summary: 'Sports, countries, currencies, timezones, languages, casino categories and providers',
  tags: ['dictionaries'],
  security: 'none',
  answer: dictionariesSchema,
});
