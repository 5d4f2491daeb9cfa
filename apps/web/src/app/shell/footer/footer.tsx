import { Headset, Mail, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { SupportButtonBadge } from '../../../features/support/components/support-button-badge';
import { useSupportChatStore } from '../../../features/support/store/support-chat.store';
import { useSettings } from '../../../shared/api/get-settings';
import { pageContext } from '../../../shared/browser/page-context';
import { isAndroid } from '../../../shared/browser/user-agent';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useBrowserRender, useBrowserValue } from '../../../shared/hooks/use-browser-value';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { Button } from '../../../shared/ui/button';
import styles from './footer.module.css';
import { LanguagePicker } from './language-picker';
import { PolicyLinks } from './policy-links';
import { openSupport } from './support-chat';
import { TimezonePicker } from './timezone-picker';

const browserYear = () => new Date().getFullYear();

/** The year the server's HTML was written in (UTC on both sides, so the hydrating render agrees). */
function renderedYear(): number {
  return new Date(pageContext()?.renderedAt ?? Date.now()).getUTCFullYear();
}

/** The full footer (spec 000 §1, §2); the mobile layout stacks the same parts. */
export function Footer() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const licence = settings.web.footer_licence_translations?.[i18n.language] ?? settings.web.footer_licence;
  const formFactor = useFormFactor();
  const openPopup = usePopupStore((state) => state.open);
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const { geo } = settings;
  // The server does not know the user agent: the link comes in right after hydration.
  const android = useBrowserValue(isAndroid, false);
  const year = useBrowserValue(browserYear, renderedYear());
  // A rendered page is shared by the visitors of one country: the address is each one's own, shown once hydrated.
  const browserRender = useBrowserRender();
  const showAppLink = formFactor === 'mobile' && android && !geo.is_off_mobile_app;
  const builtInChat = settings.services.support_chat.enabled;
  const openChat = useSupportChatStore((state) => state.open);

  return (
    <footer className={formFactor === 'mobile' ? `${styles.footer} ${styles.mobile}` : styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          {!geo.is_off_footer_links && <PolicyLinks />}
          <div className={styles.buttons}>
            <Button
              size="sm"
              onClick={() =>
                builtInChat
                  ? openChat()
                  : void openSupport(settings.services.intercom.app_id, () => openPopup('Contacts'))
              }
            >
              <Headset aria-hidden size={16} />
              {t('footer.support')}
              {builtInChat && <SupportButtonBadge />}
            </Button>
            <Button size="sm" onClick={() => openPopup('Contacts')}>
              <Mail aria-hidden size={16} />
              {t('footer.contacts')}
            </Button>
            {showAppLink && (
              <Link to="/mobile-app" className={styles.appLink}>
                <Smartphone aria-hidden size={16} />
                {t('footer.mobileApp')}
              </Link>
            )}
          </div>
        </div>
        <div className={styles.pickers}>
          <LanguagePicker />
          <TimezonePicker />
        </div>
        <div className={styles.legal}>
          <p className={styles.adults}>
            <span className={styles.adultsBadge}>{t('footer.adults')}</span>
            {t('footer.adultsNotice')}
          </p>
          {isAuthorized && (
            <Link to="/profile/responsible-gaming" className={styles.toolsLink}>
              {t('footer.responsibleGamingTools')}
            </Link>
          )}
          {licence && <p className={styles.licence}>{licence}</p>}
          {!geo.is_off_curacao && (
            <a
              href={settings['content-static'].license}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.badge}
            >
              <img
                src="/static/brand/licence-badge.svg"
                alt={t('footer.licenceBadge')}
                width={96}
                height={40}
                loading="lazy"
              />
            </a>
          )}
        </div>
        <div className={styles.bottom}>
          <p>{t('footer.copyright', { year })}</p>
          <p>
            {[`v${settings.version}`, settings.country_code, browserRender && settings.ip].filter(Boolean).join(' · ')}
          </p>
        </div>
      </div>
    </footer>
  );
}
