import { bannerListSchema, pageSchema } from '../content.js';
import { operatorArea } from '../endpoint.js';
import {
  bannerParamsSchema,
  bannerWriteSchema,
  contentPreviewQuerySchema,
  contentReasonSchema,
  operatorBannerListSchema,
  operatorBannerSchema,
  operatorPageListSchema,
  operatorPageSchema,
  pageIdParamsSchema,
  pageWriteSchema,
} from '../operator-content.js';

const endpoint = operatorArea('backoffice content').with({ permission: 'content.manage' });

export const getAdminContentBanners = endpoint(
  'GET /content/banners',
  'Every banner with its status, its working copy and the version players see',
  { answer: operatorBannerListSchema },
);

export const postAdminContentBanners = endpoint(
  'POST /content/banners',
  'Creates a banner as a draft, with a reason; players see it once it is published',
  { body: bannerWriteSchema, answer: operatorBannerSchema, errors: ['Forbidden', 'ValidationError'] },
);

export const putAdminContentBannersById = endpoint(
  'PUT /content/banners/{id}',
  'Changes a banner’s working copy with a reason; players keep the published version until the next publish',
  {
    params: bannerParamsSchema,
    body: bannerWriteSchema,
    answer: operatorBannerSchema,
    errors: ['Forbidden', 'NotFound', 'ValidationError'],
  },
);

export const getAdminContentBannersByIdPreview = endpoint(
  'GET /content/banners/{id}/preview',
  'The banner’s working copy in one language, in the shape the players’ GET /content/banners answers',
  {
    params: bannerParamsSchema,
    query: contentPreviewQuerySchema,
    answer: bannerListSchema,
    errors: ['Forbidden', 'NotFound'],
  },
);

export const postAdminContentBannersByIdPublish = endpoint(
  'POST /content/banners/{id}/publish',
  'Publishes the banner’s working copy with a reason (a title in every language needed); every node shows it within its refresh',
  {
    params: bannerParamsSchema,
    body: contentReasonSchema,
    answer: operatorBannerSchema,
    errors: ['Forbidden', 'NotFound', 'ValidationError'],
  },
);

export const postAdminContentBannersByIdUnpublish = endpoint(
  'POST /content/banners/{id}/unpublish',
  'Takes a published banner off the site with a reason (archived; it may be published again)',
  {
    params: bannerParamsSchema,
    body: contentReasonSchema,
    answer: operatorBannerSchema,
    errors: ['Forbidden', 'NotFound', 'Conflict'],
  },
);

export const getAdminContentPages = endpoint(
  'GET /content/pages',
  'The seven policy pages with their titles and whether a draft waits to be published',
  { answer: operatorPageListSchema },
);

export const getAdminContentPagesById = endpoint(
  'GET /content/pages/{id}',
  'One policy page: its working copy in every language and the version players see',
  { params: pageIdParamsSchema, answer: operatorPageSchema, errors: ['Forbidden'] },
);

export const putAdminContentPagesById = endpoint(
  'PUT /content/pages/{id}',
  'Saves a policy page’s draft with a reason; players keep the published version until the next publish',
  {
    params: pageIdParamsSchema,
    body: pageWriteSchema,
    answer: operatorPageSchema,
    errors: ['Forbidden', 'ValidationError'],
  },
);

export const getAdminContentPagesByIdPreview = endpoint(
  'GET /content/pages/{id}/preview',
  'The page’s working copy in one language, in the shape the players’ GET /content/pages/{id} answers',
  { params: pageIdParamsSchema, query: contentPreviewQuerySchema, answer: pageSchema, errors: ['Forbidden'] },
);

export const postAdminContentPagesByIdPublish = endpoint(
  'POST /content/pages/{id}/publish',
  'Publishes the page’s draft with a reason (a title and body in every language needed); every node serves it within its refresh',
  {
    params: pageIdParamsSchema,
    body: contentReasonSchema,
    answer: operatorPageSchema,
    errors: ['Forbidden', 'ValidationError'],
  },
);
