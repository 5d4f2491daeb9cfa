import styles from './category-icon.module.css';

/** A category's line icon (a one-colour SVG), drawn in the text colour of wherever it sits. */
export function CategoryIcon({ image, size = 18 }: { image: string; size?: number }) {
  return (
    <span
      aria-hidden
      className={styles.icon}
      style={{ width: size, height: size, maskImage: `url("${image}")`, WebkitMaskImage: `url("${image}")` }}
    />
  );
}
