import type { Promotion } from '@meridian/contract/offers';
import { useId } from 'react';
import { Link } from 'react-router';
import { usePromotionsText } from '../i18n/promotions-texts';
import { promotionPeriod } from '../lib/promotion-period';
import promo from './promotion.module.css';
import styles from './promotion-card.module.css';

interface PromotionCardProps {
  promotion: Promotion;
  /** The names of its categories, in the page's language. */
  categoryNames: string[];
  /** The first cards are in the first screen: their art loads eagerly. */
  eager?: boolean;
}

/**
 * One promotion of the list: its art, categories, title, description and, once over, an Ended badge
 * and its dates. The title is the link; the whole card answers a click on it.
 */
export function PromotionCard({ promotion, categoryNames, eager = false }: PromotionCardProps) {
  const { t, language } = usePromotionsText();
  const titleId = useId();
  return (
    <li className={styles.item}>
      <article aria-labelledby={titleId} className={promotion.is_ended ? `${styles.card} ${promo.ended}` : styles.card}>
        <div className={styles.art}>
          {/* The title beside it says what the art shows. */}
          <img
            src={promotion.image_preview}
            alt=""
            width={640}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={promo.image}
          />
          {promotion.is_ended && <span className={styles.badge}>{t('promotions.badge.ended')}</span>}
        </div>
        <div className={styles.body}>
          {categoryNames.length > 0 && <p className={promo.categories}>{categoryNames.join(' · ')}</p>}
          <h2 id={titleId} className={styles.title}>
            <Link to={`/promotions/${promotion.id}`} className={styles.link}>
              {promotion.title}
            </Link>
          </h2>
          <p className={styles.description}>{promotion.description}</p>
          {promotion.is_ended && <p className={styles.period}>{promotionPeriod(promotion, language, t)}</p>}
        </div>
      </article>
    </li>
  );
}

/** A card's stand-in while the list loads: the same box, so nothing moves when the promotions arrive. */
export function PromotionCardSkeleton() {
  return (
    <li className={styles.item} aria-hidden>
      <div className={styles.card}>
        <div className={`${styles.art} ${styles.placeholder}`} />
        <div className={styles.body}>
          <span className={`${styles.line} ${styles.short}`} />
          <span className={styles.line} />
          <span className={styles.line} />
          <span className={`${styles.line} ${styles.half}`} />
        </div>
      </div>
    </li>
  );
}
