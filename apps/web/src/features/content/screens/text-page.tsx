import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { usePageName } from '../../../shared/browser/page-name.store';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAuthStore } from '../../../shared/session/auth.store';
import { BackLink } from '../../../shared/ui/back-link';
import { Skeleton } from '../../../shared/ui/skeleton';
import { ErrorState } from '../../../shared/ui/states/error-state';
import { NotFoundState } from '../../../shared/ui/states/not-found-state';
import { useContentPage } from '../api/get-content-page';
import styles from './text-page.module.css';

function TextPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status" aria-label={t('page.loading')}>
      <Skeleton height={36} width="60%" />
      {[100, 96, 98, 70, 99, 92, 64].map((width) => (
        <Skeleton key={width} height={16} width={`${width}%`} />
      ))}
    </div>
  );
}

/** The policies whose tools a signed-in player can use: their page links to them. */
const TOOLS_PAGES: ReadonlySet<string> = new Set(['responsible-gaming-policy', 'self-exclusion-policy']);

/** /terms/{id}: a policy page from /content/pages/{id}; an unknown id shows the 404 state. */
export function TextPage() {
  const { id = '' } = useParams();
  const formFactor = useFormFactor();
  const { data, isPending, error } = useContentPage(id);
  const { t } = useTranslation();
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  usePageName(data?.title ?? null);

  let content: ReactNode;
  if (isPending) content = <TextPageSkeleton />;
  else if ((isApiError(error) && error.status === 404) || (!error && !data)) content = <NotFoundState />;
  else if (error || !data) content = <ErrorState fullScreen={false} />;
  else {
    content = (
      <article className={styles.article}>
        <h1 className={styles.title}>{data.title}</h1>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the body is trusted HTML written by the operator and served by our own API */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: data.body }} />
        {isAuthorized && TOOLS_PAGES.has(id) && (
          <p className={styles.tools}>
            {t('policy.toolsText')} <Link to="/profile/responsible-gaming">{t('policy.toolsLink')}</Link>
          </p>
        )}
      </article>
    );
  }

  return (
    <>
      {formFactor === 'mobile' && <BackLink />}
      {content}
    </>
  );
}
