import type { PromotionAction as Action } from '@meridian/contract/offers';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { usePromotionsText } from '../i18n/promotions-texts';

/**
 * A promotion's button. A welcome offer's asks a visitor to sign up (the popup on desktop, the page
 * on mobile, as the header does) and a signed-in player to deposit; any other leads to its path.
 */
export function PromotionAction({ action }: { action: Action }) {
  const { t } = usePromotionsText();
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const isMobile = useFormFactor() === 'mobile';
  const openPopup = usePopupStore((state) => state.open);

  if (action.type === 'link') {
    if (!action.path) return null;
    return (
      <ButtonLink to={action.path} variant="primary" size="lg" block={isMobile}>
        {action.label}
      </ButtonLink>
    );
  }
  if (isAuthorized) {
    return (
      <ButtonLink to="/payments/deposit/methods" variant="primary" size="lg" block={isMobile}>
        {t('promotions.action.deposit')}
      </ButtonLink>
    );
  }
  if (isMobile) {
    return (
      <ButtonLink to="/auth/registration" variant="primary" size="lg" block>
        {t('promotions.action.signup')}
      </ButtonLink>
    );
  }
  return (
    <Button variant="primary" size="lg" onClick={() => openPopup('Signup')}>
      {t('promotions.action.signup')}
    </Button>
  );
}
