import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { inBrowser } from '../../shared/browser/page-context';
import { usePageNameStore } from '../../shared/browser/page-name.store';
import { useRouteHandle } from '../router/route-handle';

/**
 * Sets the document title from the matched route's `title` handle, in the page's language: the
 * browser tab, history and a screen reader's first words name the page, not just the site.
 */
export function DocumentTitle() {
  const { t } = useTranslation();
  const { title } = useRouteHandle();
  const pageName = usePageNameStore((state) => state.name);
  const page = pageName ?? (title ? t(title) : null);
  const text = page ? t('title.page', { page }) : t('title.home');
  if (!inBrowser) renderedTitle = text;
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}

let renderedTitle = '';

/** The title the server's last render named its page with (the server writes it into the head). */
export function takeRenderedTitle(): string {
  const title = renderedTitle;
  renderedTitle = '';
  return title;
}
