import { RG_PERIODS, type RgPeriod } from '@meridian/contract/responsible-gaming';
import { ChartNoAxesColumn } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import chip from '../../../shared/ui/chip.module.css';
import { SelectField } from '../../../shared/ui/form/select-field';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SectionMessage } from '../../../shared/ui/states/section-message';
import { useActivity } from '../api/get-activity';
import { useRgCurrencies } from '../hooks/use-rg-currencies';
import { useRgText } from '../i18n/responsible-gaming-texts';
import styles from './activity.module.css';
import { ActivityChart } from './activity-chart';
import { ActivityTable } from './activity-table';
import page from './responsible-gaming.module.css';
import { SectionError } from './section-error';

/**
 * The activity statement: deposits, withdrawals, stakes and net result per day, week or month in one
 * currency, as a chart of the net result and a table of every number.
 */
export function ActivitySection() {
  const t = useRgText();
  const headingId = useId();
  const { currencies, defaultId, ready } = useRgCurrencies();
  const [group, setGroup] = useState<RgPeriod>('day');
  const [picked, setPicked] = useState<number | null>(null);
  const currency =
    currencies.find((item) => item.id === picked) ?? currencies.find((item) => item.id === defaultId) ?? null;
  const activity = useActivity(group, currency?.id ?? null);
  const data = activity.data;

  let content: ReactNode;
  if (ready && !currency) content = <p className={page.sectionText}>{t('rg.activity.noWallet')}</p>;
  else if (!currency || activity.isPending) {
    content = (
      <div className={styles.loading} role="status" aria-label={t('rg.activity.loading')}>
        <Skeleton height={160} />
        <Skeleton height={120} />
      </div>
    );
  } else if (activity.isError && !data) {
    content = <SectionError text={t('rg.activity.error')} onRetry={() => void activity.refetch()} />;
  } else if (!data || data.list.every((row) => !row.deposits && !row.withdrawals && !row.stakes && !row.net)) {
    content = (
      <SectionMessage
        className={page.message}
        icon={<ChartNoAxesColumn aria-hidden size={24} className={page.messageIcon} />}
        title={t('rg.activity.empty')}
        text={t('rg.activity.emptyHint')}
      />
    );
  } else {
    content = (
      <>
        <ActivityChart activity={data} />
        <ActivityTable activity={data} currencyCode={currency.code} />
      </>
    );
  }

  return (
    <section className={page.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={page.sectionTitle}>
        {t('rg.activity.title')}
      </h2>
      <p className={page.sectionText}>{t('rg.activity.about')}</p>
      <div className={styles.controls}>
        <fieldset className={styles.groups}>
          <legend className="visually-hidden">{t('rg.activity.group')}</legend>
          {RG_PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              className={chip.chip}
              aria-pressed={group === period}
              onClick={() => setGroup(period)}
            >
              {t(`rg.activity.group.${period}`)}
            </button>
          ))}
        </fieldset>
        {currencies.length > 1 && currency && (
          <div className={page.picker}>
            <SelectField
              label={t('rg.currency')}
              value={String(currency.id)}
              options={currencies.map((item) => ({ value: String(item.id), label: item.code }))}
              onValueChange={(value) => setPicked(Number(value))}
            />
          </div>
        )}
      </div>
      <div className={styles.results} aria-busy={activity.isPlaceholderData || undefined}>
        {content}
      </div>
    </section>
  );
}
