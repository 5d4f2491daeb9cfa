import { BANNER_INTERVAL_MS } from '@meridian/contract/constants';
import type { Banner } from '@meridian/contract/content';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../../shared/browser/user-agent';
import { useBrowserValue } from '../../../shared/hooks/use-browser-value';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { useAutoplay } from '../hooks/use-autoplay';
import styles from './banner-carousel.module.css';
import { BannerSlide } from './banner-slide';

type Embla = NonNullable<UseEmblaCarouselType[1]>;

/** Embla's duration is in its own units, not milliseconds; 45 settles in about one second (001 §9). */
const TRANSITION_DURATION = 45;

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  // The server cannot know; motion only starts after hydration, by then the browser's answer is in.
  const reducedMotion = useBrowserValue(prefersReducedMotion, false);
  const [emblaRef, embla] = useEmblaCarousel({ loop: banners.length > 1, duration: TRANSITION_DURATION });
  // Until it is first needed the carousel is its first slide, drawn by CSS alone: setting Embla up
  // measures every slide (a forced layout), which would lengthen the page's first busy moments.
  const [awake, setAwake] = useState(false);
  const pending = useRef<((api: Embla) => void) | null>(null);
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => whenIdleAfterLoad(() => setAwake(true)), []);

  useEffect(() => {
    if (!embla) return;
    const handleSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', handleSelect).on('reInit', handleSelect);
    pending.current?.(embla);
    pending.current = null;
    return () => {
      embla.off('select', handleSelect).off('reInit', handleSelect);
    };
  }, [embla]);

  /** Moves the carousel, setting it up first when this is its first move. */
  const move = useCallback(
    (action: (api: Embla) => void) => {
      if (embla) return action(embla);
      pending.current = action;
      setAwake(true);
    },
    [embla],
  );
  const goTo = useCallback((index: number) => move((api) => api.scrollTo(index, reducedMotion)), [move, reducedMotion]);
  const previous = useCallback(() => move((api) => api.scrollPrev(reducedMotion)), [move, reducedMotion]);
  const next = useCallback(() => move((api) => api.scrollNext(reducedMotion)), [move, reducedMotion]);
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
      onPointerEnter={() => setAwake(true)}
      onPointerDown={() => setAwake(true)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setAwake(true);
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={handleKeyDown}
    >
      <div className={styles.viewport} ref={awake ? emblaRef : undefined}>
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

/** Calls `wake` once the page has loaded and the browser has a quiet moment; returns the cancel. */
function whenIdleAfterLoad(wake: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function' && typeof window.cancelIdleCallback === 'function') {
      const cancelIdle = window.cancelIdleCallback.bind(window);
      const id = window.requestIdleCallback(wake, { timeout: 3000 });
      cancel = () => cancelIdle(id);
    } else {
      const id = window.setTimeout(wake, 200);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}
