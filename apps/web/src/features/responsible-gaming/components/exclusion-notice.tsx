import type { RgExclusion } from '@meridian/contract/responsible-gaming';
import { ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { describeExclusion, useExclusionTexts } from '../hooks/use-exclusion-texts';
import { useRgText } from '../i18n/responsible-gaming-texts';
import page from './responsible-gaming.module.css';

/** The break in force, with when it ends, what it stops and, when taken on another account, that it covers this one. */
export function ExclusionNotice({ exclusion }: { exclusion: RgExclusion }) {
  const t = useRgText();
  const headingId = useId();
  const { end } = useExclusionTexts();
  const text = describeExclusion(exclusion, t, end);
  return (
    <section className={page.notice} aria-labelledby={headingId}>
      <ShieldAlert aria-hidden size={28} className={page.noticeIcon} />
      <div className={page.noticeBody}>
        <h2 id={headingId} className={page.noticeTitle}>
          {t(exclusion.linked ? 'rg.linked.title' : 'rg.inForce.title')}
        </h2>
        <p className={page.noticeText}>{text}</p>
        <p className={page.sectionText}>{t('rg.inForce.rules')}</p>
      </div>
    </section>
  );
}
