import { useEffect } from 'react';
import { inBrowser } from '../../shared/browser/page-context';
import { takeRenderedScreenHead, usePageNameStore } from '../../shared/browser/page-name.store';
import { i18n } from '../../shared/i18n/i18n';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useRouteHandle } from '../router/route-handle';

/** The head a page is given: its title and the description search results show. */
export interface PageHeadText {
  title: string;
  description: string;
}

function headText(page: string | null, description: string): PageHeadText {
  return { title: page ? i18n.t('title.page', { page }) : i18n.t('title.home'), description };
}

let renderedRoute: { page: string | null; description: string } | null = null;

/**
 * Sets the document title and description from the matched route's `title` and `description`
 * handles, in the page's language, or from what the screen says of itself (an event's name): the
 * browser tab, history, a screen reader's first words and a search result name the page, not just
 * the site.
 */
export function DocumentTitle() {
  const { t } = useTranslation();
  const { title, description } = useRouteHandle();
  const screenName = usePageNameStore((state) => state.name);
  const screenDescription = usePageNameStore((state) => state.description);
  const routePage = title ? t(title) : null;
  const routeDescription = t(description ?? 'meta.site');
  if (!inBrowser) renderedRoute = { page: routePage, description: routeDescription };
  const head = headText(screenName ?? routePage, screenDescription ?? routeDescription);
  useEffect(() => {
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  }, [head.title, head.description]);
  return null;
}

/**
 * The head the server's last render gave its page (the server writes it into the HTML), with the
 * schema.org data its screen noted; and forgets both for the next render.
 */
export function takeRenderedHead(): PageHeadText & { structuredData: Record<string, unknown> | null } {
  const route = renderedRoute ?? { page: null, description: i18n.t('meta.site') };
  const screen = takeRenderedScreenHead();
  renderedRoute = null;
  return {
    ...headText(screen?.name ?? route.page, screen?.description ?? route.description),
    structuredData: screen?.structuredData ?? null,
  };
}
