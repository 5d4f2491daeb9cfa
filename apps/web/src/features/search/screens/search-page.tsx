import { Search, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SearchGroup } from '../components/search-group';
import { useSearch } from '../hooks/use-search';
import { useSearchStore } from '../store/search.store';
import styles from './search-page.module.css';

/** /search: matches of line and live by team or tournament name (spec 001 §2, §5). */
export function SearchPage() {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const text = useSearchStore((state) => state.text);
  const setText = useSearchStore((state) => state.setText);
  const [params, setParams] = useSearchParams();
  const { query, tooShort } = useSearch(text);

  // The page exists to type a query: the field takes the focus when the page opens. Focused from
  // here, since a browser honours the autofocus attribute only while the document first loads.
  // What was typed before the page's code arrived (the server's HTML has the field) is the query.
  useEffect(() => {
    const field = input.current;
    if (field && field.value !== useSearchStore.getState().text) setText(field.value);
    field?.focus();
  }, [setText]);

  // The header link adds ?clear=true: it starts a new search, then the parameter goes away.
  const clear = params.get('clear') === 'true';
  useEffect(() => {
    if (!clear) return;
    setText('');
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('clear');
        return next;
      },
      { replace: true },
    );
    input.current?.focus();
  }, [clear, setText, setParams]);

  const data = query.data;
  const empty = data !== undefined && data.live.length === 0 && data.line.length === 0;

  let content: ReactNode;
  if (tooShort) {
    content = (
      <p className={styles.message} role="status">
        {t('search.minLength')}
      </p>
    );
  } else if (query.isError) {
    content = (
      <p className={styles.message} role="alert">
        {t('search.error')}
      </p>
    );
  } else if (!data) {
    content = (
      <div className={styles.skeletons} aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={72} />
        ))}
      </div>
    );
  } else if (empty) {
    content = (
      <p className={styles.message} role="status">
        {t('search.empty')}
      </p>
    );
  } else {
    content = (
      <div className={styles.groups} aria-busy={query.isFetching}>
        <SearchGroup title={t('search.live')} source="live" matches={data.live} />
        <SearchGroup title={t('search.line')} source="line" matches={data.line} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeading>{t('search.title')}</PageHeading>
      <search className={styles.field}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('search.label')}
        </label>
        <Search aria-hidden size={20} className={styles.icon} />
        <input
          ref={input}
          id={inputId}
          type="search"
          className={styles.input}
          value={text}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
        {text && (
          <Button
            variant="ghost"
            iconOnly
            size="sm"
            aria-label={t('search.clear')}
            onClick={() => {
              setText('');
              input.current?.focus();
            }}
          >
            <X aria-hidden size={18} />
          </Button>
        )}
      </search>
      {content}
    </div>
  );
}
