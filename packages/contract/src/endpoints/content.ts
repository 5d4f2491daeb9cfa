import { bannerListSchema, pageListSchema, pageParamsSchema, pageSchema } from '../content.js';
import { defineEndpoint } from '../endpoint.js';

export const getContentPages = defineEndpoint('GET /content/pages', {
  summary: 'Text pages (policies)',
  tags: ['content'],
  security: 'none',
  answer: pageListSchema,
});

export const getContentPagesById = defineEndpoint('GET /content/pages/{id}', {
  summary: 'One text page; the article is the first item of the list',
  tags: ['content'],
  security: 'none',
  params: pageParamsSchema,
  answer: pageSchema,
});

export const getContentBanners = defineEndpoint('GET /content/banners', {
  summary: 'Top page banners',
  tags: ['content'],
  security: 'none',
  answer: bannerListSchema,
});
