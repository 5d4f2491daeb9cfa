import type { MinorAmount } from '@meridian/contract/money';
import type { RgLimitKind } from '@meridian/contract/responsible-gaming';
import { useLimitAmountText } from '../hooks/use-limit-format';
import { useRgText } from '../i18n/responsible-gaming-texts';
import styles from './limits.module.css';

interface UsageBarProps {
  /** The limit's full name ("Daily deposit limit"). */
  name: string;
  used: MinorAmount;
  amount: MinorAmount;
  kind: RgLimitKind;
  currencyId: number | null;
}

/** How much of a limit is used: a progressbar (in the limit's units) and the amounts in words. */
export function UsageBar({ name, used, amount, kind, currencyId }: UsageBarProps) {
  const t = useRgText();
  const format = useLimitAmountText();
  const total = Number(amount);
  const done = Number(used);
  const percent = total > 0 ? Math.min(100, Math.max(0, (done / total) * 100)) : 100;
  const level = percent >= 100 ? 'full' : percent >= 80 ? 'high' : 'low';
  const text = t('rg.limit.used', { used: format(used, kind, currencyId), amount: format(amount, kind, currencyId) });
  return (
    <div className={styles.usage}>
      <div
        role="progressbar"
        aria-label={t('rg.limit.usedName', { name })}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={Math.min(Math.max(0, done), total)}
        aria-valuetext={text}
        className={styles.track}
        data-level={level}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.usageText}>{text}</p>
    </div>
  );
}
