import { defineEndpoint } from '../endpoint.js';
import { translationsQuerySchema, translationsSchema } from '../translations.js';

export const getTranslations = defineEndpoint('GET /translations', {
  summary: 'Texts of a module in a language, English filling any missing key',
  tags: ['translations'],
  security: 'none',
  query: translationsQuerySchema,
  answer: translationsSchema,
});
