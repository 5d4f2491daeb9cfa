import styles from './skeleton.module.css';

export function Skeleton({ width = '100%', height = 16 }: { width?: number | string; height?: number | string }) {
  return <span aria-hidden className={styles.skeleton} style={{ width, height }} />;
}
