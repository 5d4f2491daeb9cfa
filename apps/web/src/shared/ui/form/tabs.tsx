import type { HTMLAttributes, KeyboardEvent } from 'react';
import styles from './form.module.css';

interface TabsProps<T extends string | number> {
  label: string;
  tabs: { value: T; label: string; disabled?: boolean }[];
  value: T;
  onChange: (value: T) => void;
  /** The id of the one panel (`TabPanel`) that shows the selected tab's content; every tab controls it. */
  panelId: string;
}

/** The id of a tab of `Tabs`, so its panel can be labelled by the selected tab. */
export function tabId(panelId: string, value: string | number): string {
  return `${panelId}-tab-${String(value)}`;
}

/** A tab strip with arrow-key movement (WAI-ARIA tabs pattern, automatic activation). */
export function Tabs<T extends string | number>({ label, tabs, value, onChange, panelId }: TabsProps<T>) {
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
          id={tabId(panelId, tab.value)}
          aria-controls={panelId}
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

interface TabPanelProps extends HTMLAttributes<HTMLDivElement> {
  /** The `panelId` given to `Tabs`. */
  id: string;
  /** The selected tab's value: the panel is named by that tab. */
  value: string | number;
}

/** The panel of a `Tabs` strip: the selected tab's content, named by that tab. */
export function TabPanel({ id, value, children, ...rest }: TabPanelProps) {
  return (
    <div {...rest} id={id} role="tabpanel" aria-labelledby={tabId(id, value)}>
      {children}
    </div>
  );
}
