import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { BackLink } from '../../../shared/ui/back-link';
import { PageHeading } from '../../../shared/ui/page-heading';
import { BonusBalances } from '../components/bonus-balances';
import styles from '../components/bonuses-page.module.css';
import { FirstDepositChoice } from '../components/first-deposit-choice';
import { GiftList } from '../components/gift-list';
import { PromoCodeForm } from '../components/promo-code-form';

/**
 * /profile/bonuses (spec 000 §2): the bonus balances in play, a promo code, the first-deposit choice,
 * then every gift the player has had, by status.
 */
export function BonusesPage() {
  const { t } = useTranslation();
  const isMobile = useFormFactor() === 'mobile';
  return (
    <div className={styles.page}>
      {isMobile && <BackLink to="/more" label={t('more.title')} />}
      <PageHeading>{t('title.bonuses')}</PageHeading>
      <BonusBalances />
      <div className={styles.panels}>
        <PromoCodeForm />
        <FirstDepositChoice />
      </div>
      <GiftList />
    </div>
  );
}
