import { bannerParamsSchema } from '../operator-content.js';
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
import { contentDeskArea, draftDesk } from './draft-desk.js';
import { getOffersArticlesById } from './offers.js';

const endpoint = contentDeskArea('backoffice promotions');
const promotions = draftDesk(endpoint, '/content/promotions', 'promotion', {
  list: operatorPromotionListSchema,
  item: operatorPromotionSchema,
  write: promotionWriteSchema,
});

export const getAdminContentPromotions = promotions.list(
  'Every promotion with its status and working copy (without the articles)',
);
export const postAdminContentPromotions = promotions.create();
export const getAdminContentPromotionsById = promotions.get();
export const putAdminContentPromotionsById = promotions.update();
export const getAdminContentPromotionsByIdPreview = promotions.preview(getOffersArticlesById);
export const postAdminContentPromotionsByIdPublish = promotions.publish(
  'Publishes the promotion’s working copy with a reason (title, card text and article in every language needed); every node serves it at the next request',
);
export const postAdminContentPromotionsByIdUnpublish = promotions.unpublish();

/**
 * The calls of a kind of label players filter promotions by (categories, tags) below `path`: each named in
 * every language, changed with a reason and seen by players at once. `noun` and `nouns` name one and many.
 */
function promotionLabels<const P extends `/${string}`>(path: P, noun: string, nouns: string) {
  const one = endpoint.with({ params: bannerParamsSchema });
  return {
    list: endpoint(
      `GET ${path}`,
      `The promotions’ ${nouns}, named in every language, with the promotions that carry each`,
      { answer: operatorPromotionLabelListSchema },
    ),
    create: endpoint(
      `POST ${path}`,
      `Creates a ${noun} with its address word and a name in every language, with a reason; players see it at once`,
      { body: promotionLabelCreateSchema, answer: operatorPromotionLabelSchema },
    ),
    rename: one(
      `PUT ${path}/{id}`,
      `Renames a ${noun} in every language, with a reason; players see the names at once`,
      { body: promotionLabelRenameSchema, answer: operatorPromotionLabelSchema },
    ),
    remove: one(
      `DELETE ${path}/{id}`,
      `Deletes a ${noun} no promotion carries, with a reason (409 Conflict naming the promotions otherwise)`,
      { body: promotionLabelDeleteSchema, answer: promotionLabelDeletedSchema, errors: ['Conflict'] },
    ),
  };
}

const promotionCategories = promotionLabels('/content/promotion-categories', 'category', 'categories');
export const getAdminContentPromotionCategories = promotionCategories.list;
export const postAdminContentPromotionCategories = promotionCategories.create;
export const putAdminContentPromotionCategoriesById = promotionCategories.rename;
export const deleteAdminContentPromotionCategoriesById = promotionCategories.remove;

const promotionTags = promotionLabels('/content/promotion-tags', 'tag', 'tags');
export const getAdminContentPromotionTags = promotionTags.list;
export const postAdminContentPromotionTags = promotionTags.create;
export const putAdminContentPromotionTagsById = promotionTags.rename;
export const deleteAdminContentPromotionTagsById = promotionTags.remove;
