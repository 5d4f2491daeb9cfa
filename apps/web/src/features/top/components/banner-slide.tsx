import type { Banner } from '@meridian/contract/content';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './banner-carousel.module.css';

interface BannerSlideProps {
  banner: Banner;
  active: boolean;
  eager: boolean;
  label: string;
}

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** One banner; slides out of view are inert so keyboard users only meet the visible one. */
export function BannerSlide({ banner, active, eager, label }: BannerSlideProps) {
  const content: ReactNode = (
    <>
      <img
        className={styles.image}
        src={banner.image}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
      />
      <span className={styles.caption}>
        <span className={styles.title}>{banner.title}</span>
        {banner.description && <span className={styles.description}>{banner.description}</span>}
      </span>
    </>
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: the carousel pattern names each slide as a group; a fieldset is for forms
    <div className={styles.slide} role="group" aria-roledescription="slide" aria-label={label} inert={!active}>
      {EXTERNAL.test(banner.path) ? (
        <a className={styles.link} href={banner.path} target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      ) : (
        <Link className={styles.link} to={banner.path || '/'}>
          {content}
        </Link>
      )}
    </div>
  );
}
