import type { RgExclusion } from '@meridian/contract/responsible-gaming';
import { ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { useExclusionTexts } from '../hooks/use-exclusion-texts';
import { useRgText } from '../i18n/responsible-gaming-texts';
import page from './responsible-gaming.module.css';

/** The break in force, with when it ends and what it stops. */
export function ExclusionNotice({ exclusion }: { exclusion: RgExclusion }) {
  const t = useRgText();
  const { end } = useExclusionTexts();
  const headingId = useId();
  let text: string;
  if (exclusion.ends_at === null) text = t('rg.inForce.permanent');
  else if (exclusion.kind === 'timeout') text = t('rg.inForce.timeout', { date: end('timeout', exclusion.ends_at) });
  else text = t('rg.inForce.selfExclusion', { date: end('self_exclusion', exclusion.ends_at) });
  return (
    <section className={page.notice} aria-labelledby={headingId}>
      <ShieldAlert aria-hidden size={28} className={page.noticeIcon} />
      <div className={page.noticeBody}>
        <h2 id={headingId} className={page.noticeTitle}>
          {t('rg.inForce.title')}
        </h2>
        <p className={page.noticeText}>{text}</p>
        <p className={page.sectionText}>{t('rg.inForce.rules')}</p>
      </div>
    </section>
  );
}
