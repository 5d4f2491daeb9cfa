import { CalendarClock, Radio } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { readStorage, storageKeys, writeStorage } from '../../../shared/browser/storage';
import { useBrowserValue } from '../../../shared/hooks/use-browser-value';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './source-tabs.module.css';
import { TopMatches } from './top-matches';

export type Source = 'live' | 'line';

const SOURCES: Source[] = ['live', 'line'];
const FIRST_SOURCE: Source = 'live';

function storedSource(): Source {
  return readStorage('session', storageKeys.topTab) === 'line' ? 'line' : FIRST_SOURCE;
}

/** The live/line switch of the top page, remembered for the session (spec 001 §2). */
export function SourceTabs() {
  const { t } = useTranslation();
  // The tab is remembered in the browser's session: the server's HTML shows the first, and the
  // remembered one follows right after hydration.
  const remembered = useBrowserValue(storedSource, FIRST_SOURCE);
  const [picked, setPicked] = useState<Source | null>(null);
  const source = picked ?? remembered;
  const tabs = useRef<Record<Source, HTMLButtonElement | null>>({ live: null, line: null });

  const select = (next: Source) => {
    setPicked(next);
    writeStorage('session', storageKeys.topTab, next);
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = SOURCES[(SOURCES.indexOf(source) + 1) % SOURCES.length] ?? 'live';
    select(next);
    tabs.current[next]?.focus();
  };

  return (
    <section className={styles.section}>
      <div role="tablist" aria-label={t('top.sourceTabs')} className={styles.tablist} onKeyDown={handleKeyDown}>
        {SOURCES.map((item) => (
          <button
            key={item}
            ref={(element) => {
              tabs.current[item] = element;
            }}
            type="button"
            role="tab"
            id={`top-tab-${item}`}
            aria-selected={item === source}
            // One panel shows the selected source's matches: both tabs control it.
            aria-controls="top-panel"
            tabIndex={item === source ? 0 : -1}
            className={item === source ? `${styles.tab} ${styles.selected}` : styles.tab}
            onClick={() => select(item)}
          >
            {item === 'live' ? <Radio aria-hidden size={16} /> : <CalendarClock aria-hidden size={16} />}
            {t(item === 'live' ? 'top.tab.live' : 'top.tab.line')}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="top-panel" aria-labelledby={`top-tab-${source}`}>
        <TopMatches source={source} />
      </div>
    </section>
  );
}
