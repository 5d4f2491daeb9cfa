import { defineEndpoint } from '../endpoint.js';
import {
  promotionArticleSchema,
  promotionCategoryListSchema,
  promotionListSchema,
  promotionParamsSchema,
  promotionsQuerySchema,
  promotionTagListSchema,
} from '../offers.js';

export const getOffersArticles = defineEndpoint('GET /offers/articles', {
  summary: 'Promotions, running ones first, filtered by category and tag',
  tags: ['offers'],
  security: 'none',
  query: promotionsQuerySchema,
  answer: promotionListSchema,
});

export const getOffersArticlesById = defineEndpoint('GET /offers/articles/{id}', {
  summary: 'One promotion with its article (404 NotFound for an unknown id)',
  tags: ['offers'],
  security: 'none',
  params: promotionParamsSchema,
  answer: promotionArticleSchema,
});

export const getOffersCategories = defineEndpoint('GET /offers/categories', {
  summary: 'The categories of promotions',
  tags: ['offers'],
  security: 'none',
  answer: promotionCategoryListSchema,
});

export const getOffersTags = defineEndpoint('GET /offers/tags', {
  summary: 'The tags of promotions',
  tags: ['offers'],
  security: 'none',
  answer: promotionTagListSchema,
});
