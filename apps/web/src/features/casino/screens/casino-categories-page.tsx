import { LayoutGrid } from 'lucide-react';
import { Link } from 'react-router';
import { ListEmpty } from '../../../shared/events/list-states';
import { PageHeading } from '../../../shared/ui/page-heading';
import { useCasinoDictionaries } from '../api/get-casino-dictionaries';
import { CasinoNav } from '../components/casino-nav';
import { CategoryIcon } from '../components/category-icon';
import { useCasinoText } from '../i18n/casino-texts';
import { type CasinoSection, lobbyPath } from '../lib/game-paths';
import styles from './casino-categories-page.module.css';
import pageStyles from './casino-page.module.css';

/** /casino/categories and /live-casino/categories (mobile only): a section's categories, each opening its lobby filtered by it. */
export function CasinoCategoriesPage({ section }: { section: CasinoSection }) {
  const t = useCasinoText();
  const { categories, isPending } = useCasinoDictionaries(section);
  const lobby = lobbyPath(section);
  return (
    <div className={pageStyles.page}>
      <PageHeading>{t('casino.categories.title')}</PageHeading>
      <CasinoNav section={section} />
      {!isPending && categories.length === 0 ? (
        <ListEmpty title={t('casino.list.empty')} />
      ) : (
        <ul className={styles.grid} aria-label={t('casino.categories.title')} aria-busy={isPending}>
          <li>
            <Link to={lobby} className={styles.card}>
              <LayoutGrid aria-hidden size={28} className={styles.icon} />
              <span>{t('casino.categories.all')}</span>
            </Link>
          </li>
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={`${lobby}?category=${category.id}`} className={styles.card}>
                <span className={styles.icon}>
                  <CategoryIcon image={category.image} size={28} />
                </span>
                <span>{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
