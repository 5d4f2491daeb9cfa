import type { PromotionArticle } from '@meridian/contract/offers';
import { CalendarDays } from 'lucide-react';
import { type MouseEvent, useId } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { usePageName } from '../../../shared/browser/page-name.store';
import { Redirect } from '../../../shared/routing/redirect';
import { BackLink } from '../../../shared/ui/back-link';
import { Skeleton } from '../../../shared/ui/skeleton';
import { TechErrorState } from '../../../shared/ui/states/tech-error-state';
import { usePromotion } from '../api/get-promotion';
import { useCategoryNames } from '../api/get-promotion-dictionaries';
import promo from '../components/promotion.module.css';
import { PromotionCampaign } from '../components/promotion-campaign';
import { usePromotionsText } from '../i18n/promotions-texts';
import { promotionPeriod } from '../lib/promotion-period';
import { promotionIdOf } from '../lib/promotions-filter';
import styles from './promotion-page.module.css';

function PromotionSkeleton() {
  const { t } = usePromotionsText();
  return (
    <div className={styles.skeleton} role="status" aria-label={t('promotions.article.loading')}>
      <div className={styles.heroPlaceholder}>
        <Skeleton height="100%" />
      </div>
      <Skeleton height={32} width="70%" />
      <Skeleton height={16} width="40%" />
      {[96, 100, 88, 100, 64].map((width) => (
        <Skeleton key={width} height={16} width={`${width}%`} />
      ))}
    </div>
  );
}

/** The article's own links go through the router: no page reload for a link to a terms page. */
function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href?.startsWith('/') || href.startsWith('//') || link.target) return;
    event.preventDefault();
    navigate(href);
  };
}

function Article({ promotion }: { promotion: PromotionArticle }) {
  const { t, language } = usePromotionsText();
  const categoryNames = useCategoryNames()(promotion.category_ids);
  const handleBodyClick = useInAppLinks();
  const titleId = useId();
  return (
    <article className={styles.article} aria-labelledby={titleId}>
      <div className={promotion.is_ended ? `${styles.hero} ${promo.ended}` : styles.hero}>
        {/* The title under it says what the art shows. */}
        <img src={promotion.image_preview} alt="" width={640} height={360} className={promo.image} />
      </div>
      <div className={styles.content}>
        <div className={styles.meta}>
          {categoryNames.length > 0 && <span className={promo.categories}>{categoryNames.join(' · ')}</span>}
          {promotion.is_ended && <span className={styles.badge}>{t('promotions.badge.ended')}</span>}
        </div>
        <h1 id={titleId} className={styles.title}>
          {promotion.title}
        </h1>
        <p className={styles.period}>
          <CalendarDays aria-hidden size={16} />
          {promotionPeriod(promotion, language, t)}
        </p>
        {promotion.is_ended && (
          <p className={styles.endedNote} role="note">
            {t('promotions.article.ended')}
          </p>
        )}
        <p className={styles.lead}>{promotion.description}</p>
        {promotion.campaign && <PromotionCampaign campaign={promotion.campaign} />}
        {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the clicks are the links' own, caught on their way up; the links stay links for the keyboard */}
        <div
          className={styles.body}
          onClick={handleBodyClick}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the body is restricted HTML written by the operator and served by our own API
          dangerouslySetInnerHTML={{ __html: promotion.body }}
        />
      </div>
    </article>
  );
}

/** /promotions/{id}: one promotion's article; an id the API does not know goes back to the list (spec 001 §8). */
export function PromotionPage() {
  const { t } = usePromotionsText();
  const id = promotionIdOf(useParams().id);
  const promotion = usePromotion(id);
  usePageName(promotion.data?.title ?? null);

  if (id === null || (isApiError(promotion.error) && promotion.error.status === 404)) {
    return <Redirect to="/promotions" />;
  }
  return (
    <>
      <BackLink to="/promotions" label={t('promotions.article.back')} />
      {promotion.isPending ? (
        <PromotionSkeleton />
      ) : promotion.isError ? (
        <TechErrorState onRetry={() => void promotion.refetch()} />
      ) : (
        <Article promotion={promotion.data} />
      )}
    </>
  );
}
