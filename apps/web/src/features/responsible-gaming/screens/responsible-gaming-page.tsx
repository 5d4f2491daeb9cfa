import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { BackLink } from '../../../shared/ui/back-link';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useRgState } from '../api/get-rg-state';
import { ActivitySection } from '../components/activity-section';
import { BreakSection } from '../components/break-section';
import { ExclusionNotice } from '../components/exclusion-notice';
import { LimitsSection } from '../components/limits-section';
import { RealityCheckSection } from '../components/reality-check-section';
import styles from '../components/responsible-gaming.module.css';
import { SectionError } from '../components/section-error';
import { useRgText } from '../i18n/responsible-gaming-texts';

/**
 * /profile/responsible-gaming: any break in force, the limits, the reality check, taking a break, and
 * the activity statement; with the policies behind them.
 */
export function ResponsibleGamingPage() {
  const t = useRgText();
  const { t: site } = useTranslation();
  const isMobile = useFormFactor() === 'mobile';
  const state = useRgState();

  let tools: ReactNode;
  if (state.data) {
    tools = (
      <>
        {state.data.exclusion && <ExclusionNotice exclusion={state.data.exclusion} />}
        <LimitsSection state={state.data} />
        <RealityCheckSection state={state.data} />
        <BreakSection exclusion={state.data.exclusion} />
      </>
    );
  } else if (state.isError) {
    tools = <SectionError text={t('rg.loadError')} onRetry={() => void state.refetch()} />;
  } else {
    tools = (
      <div className={styles.loading} role="status" aria-label={t('rg.loading')}>
        <Skeleton height={28} width="30%" />
        <Skeleton height={220} />
        <Skeleton height={120} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {isMobile && <BackLink to="/more" label={site('more.title')} />}
      <PageHeading>{site('title.responsibleGaming')}</PageHeading>
      <p className={styles.intro}>{t('rg.intro')}</p>
      <nav aria-label={t('rg.policies')}>
        <ul className={styles.policies}>
          <li>
            <Link to="/terms/responsible-gaming-policy">{t('rg.policy.responsibleGaming')}</Link>
          </li>
          <li>
            <Link to="/terms/self-exclusion-policy">{t('rg.policy.selfExclusion')}</Link>
          </li>
        </ul>
      </nav>
      {tools}
      <ActivitySection />
    </div>
  );
}
