import { NUMERIC } from '@/components/ui/numeric';
import styles from './page-header.module.css';

/** The h1 and intro paragraph every page opens with. */
export function PageHeader({ heading, intro }: { heading: string; intro: string }) {
  return (
    <header className={styles.header}>
      <h1>{heading}</h1>
      <p className={styles.intro} {...NUMERIC}>
        {intro}
      </p>
    </header>
  );
}
