import {
  getAdminSiteCountries,
  getAdminSiteSettings,
  putAdminSiteCountriesByCode,
  putAdminSiteSettingsByKey,
} from '@meridian/contract/endpoints/admin-site';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';
import { signedInOperator } from '../../platform/operator-auth.js';

/** The back office's site settings, registered under /api/admin/v1. */
export async function siteSettingsAdminRoutes(app: FastifyInstance): Promise<void> {
  const { siteSettings } = app.services;

  route(app, getAdminSiteSettings, async () => ok(await siteSettings.list()));

  route(app, putAdminSiteSettingsByKey, async (request) =>
    ok(
      await siteSettings.change(
        signedInOperator(request),
        request.params.key,
        request.body.value,
        request.body.reason,
        request.ip,
      ),
    ),
  );

  route(app, getAdminSiteCountries, async () => ok(await siteSettings.countries()));

  route(app, putAdminSiteCountriesByCode, async (request) =>
    ok(
      await siteSettings.changeCountry(
        signedInOperator(request),
        request.params.code,
        request.body.switches,
        request.body.reason,
        request.ip,
      ),
    ),
  );
}
