import type { PromotionCampaign as Campaign } from '@meridian/contract/offers';
import { usePromotionsText } from '../i18n/promotions-texts';
import { PromoCode } from './promo-code';
import { PromotionAction } from './promotion-action';
import styles from './promotion-campaign.module.css';

/** How to take part: the code to enter and the button, in a box of their own under the title. */
export function PromotionCampaign({ campaign }: { campaign: Campaign }) {
  const { t } = usePromotionsText();
  return (
    <section className={styles.campaign} aria-label={t('promotions.article.takePart')}>
      {campaign.promo_code && <PromoCode code={campaign.promo_code} />}
      {campaign.action && (
        <div className={styles.action}>
          <PromotionAction action={campaign.action} />
        </div>
      )}
    </section>
  );
}
