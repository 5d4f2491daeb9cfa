import { endpointArea } from '../endpoint.js';
import {
  promotionArticleSchema,
  promotionCategoryListSchema,
  promotionListSchema,
  promotionParamsSchema,
  promotionsQuerySchema,
  promotionTagListSchema,
} from '../offers.js';

const endpoint = endpointArea({ tags: ['offers'], security: 'none' });

export const getOffersArticles = endpoint(
  'GET /offers/articles',
  'Promotions, running ones first, filtered by category and tag',
  { query: promotionsQuerySchema, answer: promotionListSchema },
);

export const getOffersArticlesById = endpoint(
  'GET /offers/articles/{id}',
  'One promotion with its article (404 NotFound for an unknown id)',
  { params: promotionParamsSchema, answer: promotionArticleSchema },
);

export const getOffersCategories = endpoint('GET /offers/categories', 'The categories of promotions', {
  answer: promotionCategoryListSchema,
});

export const getOffersTags = endpoint('GET /offers/tags', 'The tags of promotions', { answer: promotionTagListSchema });
