import type { KeyboardEvent } from 'react';
import styles from './form.module.css';

interface TabsProps<T extends string | number> {
  label: string;
  tabs: { value: T; label: string; disabled?: boolean }[];
  value: T;
  onChange: (value: T) => void;
}

/** A tab strip with arrow-key movement (WAI-ARIA tabs pattern, automatic activation). */
export function Tabs<T extends string | number>({ label, tabs, value, onChange }: TabsProps<T>) {
  const enabled = tabs.filter((tab) => !tab.disabled);
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = enabled.findIndex((tab) => tab.value === value);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = enabled[(index + step + enabled.length) % enabled.length];
    if (!next) return;
    event.preventDefault();
    onChange(next.value);
    const container = event.currentTarget;
    requestAnimationFrame(() =>
      container.querySelector<HTMLButtonElement>(`[data-value="${String(next.value)}"]`)?.focus(),
    );
  };
  return (
    <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={handleKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          data-value={tab.value}
          aria-selected={tab.value === value}
          tabIndex={tab.value === value ? 0 : -1}
          disabled={tab.disabled}
          className={styles.tab}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
