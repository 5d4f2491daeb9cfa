import { operatorArea } from '../endpoint.js';
import {
  countrySiteChangeSchema,
  countrySiteListSchema,
  countrySiteParamsSchema,
  countrySiteSchema,
  siteSettingChangeSchema,
  siteSettingListSchema,
  siteSettingParamsSchema,
  siteSettingSchema,
} from '../site-settings.js';

const endpoint = operatorArea('backoffice site').with({ permission: 'site.manage' });

export const getAdminSiteSettings = endpoint(
  'GET /site-settings',
  'The site’s settings an operator changes: each value, its default, and the environment variable that overrides it',
  { answer: siteSettingListSchema },
);

// A value its key's schema refuses: 422 with the value's field errors.
export const putAdminSiteSettingsByKey = endpoint(
  'PUT /site-settings/{key}',
  'Sets one site setting with a reason; every node shows it within its refresh',
  { params: siteSettingParamsSchema, body: siteSettingChangeSchema, answer: siteSettingSchema },
);

export const getAdminSiteCountries = endpoint(
  'GET /site-countries',
  'Each country’s switches: blocked, sign-up, casino and live casino open, and the geo flags its players get',
  { answer: countrySiteListSchema },
);

export const putAdminSiteCountriesByCode = endpoint(
  'PUT /site-countries/{code}',
  'Changes some of one country’s switches with a reason; every node applies them within its refresh',
  { params: countrySiteParamsSchema, body: countrySiteChangeSchema, answer: countrySiteSchema },
);
