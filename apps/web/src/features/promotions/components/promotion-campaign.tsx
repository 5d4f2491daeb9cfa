import type { PromotionCampaign as Campaign } from '@meridian/contract/offers';
import { usePromotionsText } from '../i18n/promotions-texts';
import { PromoCode } from './promo-code';
import { PromotionAction } from './promotion-action';
import styles from './promotion-campaign.module.css';

/**
 * How to take part: the code to enter and the button, in a box of their own under the title. Without
 * a code the button stands alone under the description: a box around it alone would be half empty.
 */
export function PromotionCampaign({ campaign }: { campaign: Campaign }) {
  const { t } = usePromotionsText();
  // A link without a path draws no button.
  const action = campaign.action && (campaign.action.type !== 'link' || campaign.action.path) ? campaign.action : null;
  if (!campaign.promo_code) {
    return action ? (
      <div className={styles.actionOnly}>
        <PromotionAction action={action} />
      </div>
    ) : null;
  }
  return (
    <section className={styles.campaign} aria-label={t('promotions.article.takePart')}>
      <PromoCode code={campaign.promo_code} />
      {action && (
        <div className={styles.action}>
          <PromotionAction action={action} />
        </div>
      )}
    </section>
  );
}
