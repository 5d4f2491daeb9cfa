import { bannerListSchema, pageListSchema, pageParamsSchema, pageSchema } from '../content.js';
import { endpointArea } from '../endpoint.js';

const endpoint = endpointArea({ tags: ['content'], security: 'none' });

export const getContentPages = endpoint('GET /content/pages', 'Text pages (policies)', { answer: pageListSchema });

export const getContentPagesById = endpoint(
  'GET /content/pages/{id}',
  'One text page; the article is the first item of the list',
  { params: pageParamsSchema, answer: pageSchema },
);

export const getContentBanners = endpoint('GET /content/banners', 'Top page banners', { answer: bannerListSchema });
