import {
  bannerWriteSchema,
  operatorBannerListSchema,
  operatorBannerSchema,
  operatorPageListSchema,
  operatorPageSchema,
  pageIdParamsSchema,
  pageWriteSchema,
} from '../operator-content.js';
import { getContentBanners, getContentPagesById } from './content.js';
import { contentDeskArea, draftDesk } from './draft-desk.js';

const endpoint = contentDeskArea('backoffice content');
const banners = draftDesk(endpoint, '/content/banners', 'banner', {
  list: operatorBannerListSchema,
  item: operatorBannerSchema,
  write: bannerWriteSchema,
});

export const getAdminContentBanners = banners.list(
  'Every banner with its status, its working copy and the version players see',
);
export const postAdminContentBanners = banners.create();
export const putAdminContentBannersById = banners.update();
export const getAdminContentBannersByIdPreview = banners.preview(getContentBanners);
export const postAdminContentBannersByIdPublish = banners.publish(
  'Publishes the banner’s working copy with a reason (a title in every language needed); every node shows it within its refresh',
);
export const postAdminContentBannersByIdUnpublish = banners.unpublish();

/** The seven policy pages: always there, so none is created or taken off. */
const pages = draftDesk(endpoint, '/content/pages', 'page', {
  params: pageIdParamsSchema,
  list: operatorPageListSchema,
  item: operatorPageSchema,
  write: pageWriteSchema,
});

export const getAdminContentPages = pages.list(
  'The seven policy pages with their titles and whether a draft waits to be published',
);
export const getAdminContentPagesById = pages.get(
  'One policy page: its working copy in every language and the version players see',
);
export const putAdminContentPagesById = pages.update(
  'Saves a policy page’s draft with a reason; players keep the published version until the next publish',
);
export const getAdminContentPagesByIdPreview = pages.preview(getContentPagesById);
export const postAdminContentPagesByIdPublish = pages.publish(
  'Publishes the page’s draft with a reason (a title and body in every language needed); every node serves it within its refresh',
);
