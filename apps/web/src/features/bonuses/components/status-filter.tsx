import type { GiftStatus, GiftStatusItem } from '@meridian/contract/bonuses';
import { Check } from 'lucide-react';
import { useThemeStore } from '../../../shared/theme/theme.store';
import { useBonusesText } from '../i18n/bonuses-texts';
import styles from './gift-list.module.css';

interface StatusFilterProps {
  statuses: readonly GiftStatusItem[];
  selected: readonly GiftStatus[];
  onChange: (selected: GiftStatus[]) => void;
}

/**
 * Status chips over the gift list (spec 000 §4): each toggles its status in the filter, "All" clears
 * it. A chip wears its status's colours for the theme, as the server gives them; pressed ones also
 * carry a check, so the colour is never the only sign.
 */
export function StatusFilter({ statuses, selected, onChange }: StatusFilterProps) {
  const t = useBonusesText();
  const theme = useThemeStore((state) => state.theme);
  const toggle = (code: GiftStatus) =>
    onChange(selected.includes(code) ? selected.filter((item) => item !== code) : [...selected, code]);
  return (
    <fieldset className={styles.chips}>
      <legend className="visually-hidden">{t('bonuses.filter.label')}</legend>
      <button type="button" className={styles.chip} aria-pressed={selected.length === 0} onClick={() => onChange([])}>
        {selected.length === 0 && <Check aria-hidden size={14} />}
        {t('bonuses.filter.all')}
      </button>
      {statuses.map((status) => {
        const pressed = selected.includes(status.code);
        const colors = status.colors[theme];
        return (
          <button
            key={status.code}
            type="button"
            className={styles.chip}
            aria-pressed={pressed}
            style={
              pressed ? { color: colors.text, background: colors.background, borderColor: colors.text } : undefined
            }
            onClick={() => toggle(status.code)}
          >
            {pressed ? (
              <Check aria-hidden size={14} />
            ) : (
              <span aria-hidden className={styles.dot} style={{ background: colors.text }} />
            )}
            {status.name}
          </button>
        );
      })}
    </fieldset>
  );
}

/** A gift's status as a chip in the server's colours for the theme. */
export function StatusChip({ status, fallback }: { status: GiftStatusItem | undefined; fallback: string }) {
  const theme = useThemeStore((state) => state.theme);
  const colors = status?.colors[theme];
  return (
    <span className={styles.status} style={colors ? { color: colors.text, background: colors.background } : undefined}>
      {status?.name ?? fallback}
    </span>
  );
}
