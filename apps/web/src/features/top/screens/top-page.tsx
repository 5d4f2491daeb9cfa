import { useTranslation } from '../../../shared/i18n/use-translation';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useBanners } from '../api/get-banners';
import { BannerCarousel } from '../components/banner-carousel';
import { SourceTabs } from '../components/source-tabs';
import styles from './top-page.module.css';

/** The main page: promotional banners, then the live/line matches switch. */
export function TopPage() {
  const { t } = useTranslation();
  const banners = useBanners();
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('menu.top')}</h1>
      {banners.isPending ? (
        <div className={styles.bannerSkeleton}>
          <Skeleton height="100%" />
        </div>
      ) : banners.data && banners.data.length > 0 ? (
        <BannerCarousel banners={banners.data} />
      ) : null}
      <SourceTabs />
    </div>
  );
}
