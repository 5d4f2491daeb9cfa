import { ru } from '@meridian/contract/locales/ru';
import { act, waitFor } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../shared/i18n/i18n';
import { Redirect } from '../../shared/routing/redirect';
import { stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import type { RouteHandle } from './route-handle';
import { appRoutes } from './routes';

/** Every path of the table that renders a screen (not a redirect), with its parameters filled in. */
function screenPaths(routes: RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.index ? base : route.path ? `${base}/${route.path}`.replace(/\/+/g, '/') : base;
    const redirects = route.element != null && (route.element as { type?: unknown }).type === Redirect;
    const own = route.children || redirects || path.includes('*') ? [] : [path || '/'];
    return [...own, ...screenPaths(route.children ?? [], path)];
  });
}

function titleOf(path: string): string | undefined {
  const concrete = path.replace(/:[a-z]+/gi, '1');
  const merged: RouteHandle = {};
  for (const match of matchRoutes(appRoutes, concrete) ?? []) Object.assign(merged, match.route.handle);
  return merged.title;
}

describe('document titles', () => {
  afterEach(async () => {
    await act(() => applyLanguage('en'));
  });

  it('gives every screen of the route table a title of its own, the top page the site title', () => {
    const paths = screenPaths(appRoutes);
    expect(paths.length).toBeGreaterThan(30);
    const untitled = paths.filter((path) => path !== '/' && !titleOf(path));
    expect(untitled).toEqual([]);
    expect(titleOf('/')).toBeUndefined();
    expect(titleOf('/live/1/2/3')).toBe('title.event');
    expect(titleOf('/live/1')).toBe('title.live');
  });

  it('names the page in the tab, in the page language', async () => {
    stubFetch({ '/content/banners': { list: [] }, '/events/line/sports': { list: [] } });
    renderApp('/results');
    await waitFor(() => expect(document.title).toBe('Results · Meridian'));
    await act(() => applyLanguage('ru', ru));
    await waitFor(() => expect(document.title).toBe('Результаты · Meridian'));
  });

  it('gives the top page the site title', async () => {
    stubFetch({ '/content/banners': { list: [] } });
    renderApp('/');
    await waitFor(() => expect(document.title).toBe('Meridian: sports betting, live betting and casino'));
  });
});
