import { operatorArea } from '../endpoint.js';
import { promotionArticleSchema } from '../offers.js';
import { bannerParamsSchema, contentPreviewQuerySchema, contentReasonSchema } from '../operator-content.js';
import {
  operatorPromotionLabelListSchema,
  operatorPromotionLabelSchema,
  operatorPromotionListSchema,
  operatorPromotionSchema,
  promotionLabelCreateSchema,
  promotionLabelDeletedSchema,
  promotionLabelDeleteSchema,
  promotionLabelRenameSchema,
  promotionWriteSchema,
} from '../operator-offers.js';

const endpoint = operatorArea('backoffice promotions').with({ permission: 'content.manage' });

export const getAdminContentPromotions = endpoint(
  'GET /content/promotions',
  'Every promotion with its status and working copy (without the articles)',
  { answer: operatorPromotionListSchema },
);

export const postAdminContentPromotions = endpoint(
  'POST /content/promotions',
  'Creates a promotion as a draft, with a reason; players see it once it is published',
  { body: promotionWriteSchema, answer: operatorPromotionSchema, errors: ['Forbidden', 'ValidationError'] },
);

export const getAdminContentPromotionsById = endpoint(
  'GET /content/promotions/{id}',
  'One promotion: its working copy in every language and the version players see',
  { params: bannerParamsSchema, answer: operatorPromotionSchema, errors: ['Forbidden', 'NotFound'] },
);

export const putAdminContentPromotionsById = endpoint(
  'PUT /content/promotions/{id}',
  'Changes a promotion’s working copy with a reason; players keep the published version until the next publish',
  {
    params: bannerParamsSchema,
    body: promotionWriteSchema,
    answer: operatorPromotionSchema,
    errors: ['Forbidden', 'NotFound', 'ValidationError'],
  },
);

export const getAdminContentPromotionsByIdPreview = endpoint(
  'GET /content/promotions/{id}/preview',
  'The promotion’s working copy in one language, in the shape the players’ GET /offers/articles/{id} answers',
  {
    params: bannerParamsSchema,
    query: contentPreviewQuerySchema,
    answer: promotionArticleSchema,
    errors: ['Forbidden', 'NotFound'],
  },
);

export const postAdminContentPromotionsByIdPublish = endpoint(
  'POST /content/promotions/{id}/publish',
  'Publishes the promotion’s working copy with a reason (title, card text and article in every language needed); every node serves it at the next request',
  {
    params: bannerParamsSchema,
    body: contentReasonSchema,
    answer: operatorPromotionSchema,
    errors: ['Forbidden', 'NotFound', 'ValidationError'],
  },
);

export const postAdminContentPromotionsByIdUnpublish = endpoint(
  'POST /content/promotions/{id}/unpublish',
  'Takes a published promotion off the site with a reason (archived; it may be published again)',
  {
    params: bannerParamsSchema,
    body: contentReasonSchema,
    answer: operatorPromotionSchema,
    errors: ['Forbidden', 'NotFound', 'Conflict'],
  },
);

export const getAdminContentPromotionCategories = endpoint(
  'GET /content/promotion-categories',
  'The promotions’ categories, named in every language, with the promotions that carry each',
  { answer: operatorPromotionLabelListSchema },
);

export const postAdminContentPromotionCategories = endpoint(
  'POST /content/promotion-categories',
  'Creates a category with its address word and a name in every language, with a reason; players see it at once',
  { body: promotionLabelCreateSchema, answer: operatorPromotionLabelSchema, errors: ['Forbidden', 'ValidationError'] },
);

export const putAdminContentPromotionCategoriesById = endpoint(
  'PUT /content/promotion-categories/{id}',
  'Renames a category in every language, with a reason; players see the names at once',
  {
    params: bannerParamsSchema,
    body: promotionLabelRenameSchema,
    answer: operatorPromotionLabelSchema,
    errors: ['Forbidden', 'NotFound', 'ValidationError'],
  },
);

export const deleteAdminContentPromotionCategoriesById = endpoint(
  'DELETE /content/promotion-categories/{id}',
  'Deletes a category no promotion carries, with a reason (409 Conflict naming the promotions otherwise)',
  {
    params: bannerParamsSchema,
    body: promotionLabelDeleteSchema,
    answer: promotionLabelDeletedSchema,
    errors: ['Forbidden', 'NotFound', 'Conflict'],
  },
);

export const getAdminContentPromotionTags = endpoint(
  'GET /content/promotion-tags',
  'The promotions’ tags, named in every language, with the promotions that carry each',
  { answer: operatorPromotionLabelListSchema },
);

export const postAdminContentPromotionTags = endpoint(
  'POST /content/promotion-tags',
  'Creates a tag with its address word and a name in every language, with a reason; players see it at once',
  { body: promotionLabelCreateSchema, answer: operatorPromotionLabelSchema, errors: ['Forbidden', 'ValidationError'] },
);

export const putAdminContentPromotionTagsById = endpoint(
  'PUT /content/promotion-tags/{id}',
  'Renames a tag in every language, with a reason; players see the names at once',
  {
    params: bannerParamsSchema,
    body: promotionLabelRenameSchema,
    answer: operatorPromotionLabelSchema,
    errors: ['Forbidden', 'NotFound', 'ValidationError'],
  },
);

export const deleteAdminContentPromotionTagsById = endpoint(
  'DELETE /content/promotion-tags/{id}',
  'Deletes a tag no promotion carries, with a reason (409 Conflict naming the promotions otherwise)',
  {
    params: bannerParamsSchema,
    body: promotionLabelDeleteSchema,
    answer: promotionLabelDeletedSchema,
    errors: ['Forbidden', 'NotFound', 'Conflict'],
  },
);
