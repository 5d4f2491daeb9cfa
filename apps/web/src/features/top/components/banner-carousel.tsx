import { BANNER_INTERVAL_MS } from '@meridian/contract/constants';
import type { Banner } from '@meridian/contract/content';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../../shared/browser/user-agent';
import { useBrowserValue } from '../../../shared/hooks/use-browser-value';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { useAutoplay } from '../hooks/use-autoplay';
import styles from './banner-carousel.module.css';
import { BannerSlide } from './banner-slide';

/** Embla's duration is in its own units, not milliseconds; 45 settles in about one second (001 §9). */
const TRANSITION_DURATION = 45;

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  // The server cannot know; motion only starts after hydration, by then the browser's answer is in.
  const reducedMotion = useBrowserValue(prefersReducedMotion, false);
  const [emblaRef, embla] = useEmblaCarousel({ loop: banners.length > 1, duration: TRANSITION_DURATION });
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const handleSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', handleSelect).on('reInit', handleSelect);
    return () => {
      embla.off('select', handleSelect).off('reInit', handleSelect);
    };
  }, [embla]);

  const goTo = useCallback((index: number) => embla?.scrollTo(index, reducedMotion), [embla, reducedMotion]);
  const previous = useCallback(() => embla?.scrollPrev(reducedMotion), [embla, reducedMotion]);
  const next = useCallback(() => embla?.scrollNext(reducedMotion), [embla, reducedMotion]);
  useAutoplay(next, BANNER_INTERVAL_MS, banners.length > 1 && !reducedMotion && !hovered && !focused, selected);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('top.banners')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={handleKeyDown}
    >
      <div className={styles.viewport} ref={emblaRef}>
        <div className={styles.container} aria-live={focused || hovered ? 'polite' : 'off'}>
          {banners.map((banner, index) => (
            <BannerSlide
              key={banner.id}
              banner={banner}
              eager={index === 0}
              active={index === selected}
              label={t('top.slide', { index: index + 1, total: banners.length })}
            />
          ))}
        </div>
      </div>
      {banners.length > 1 && (
        <div className={styles.controls}>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t('top.previous')}
            onClick={previous}
            className={styles.arrow}
          >
            <ChevronLeft aria-hidden size={18} />
          </Button>
          <div className={styles.dots}>
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className={index === selected ? `${styles.dot} ${styles.dotActive}` : styles.dot}
                aria-label={t('top.goToSlide', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
          <Button variant="ghost" size="sm" iconOnly aria-label={t('top.next')} onClick={next} className={styles.arrow}>
            <ChevronRight aria-hidden size={18} />
          </Button>
        </div>
      )}
    </section>
  );
}
