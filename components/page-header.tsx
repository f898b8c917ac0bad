import type { ReactNode } from 'react';
import { NUMERIC } from '@/components/ui/numeric';
import styles from './page-header.module.css';

/** The h1 and intro paragraph every page opens with; after them, what the page adds (a converter's star, D31). */
export function PageHeader({ heading, intro, children }: { heading: string; intro: string; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1>{heading}</h1>
      <p className={styles.intro} {...NUMERIC}>
        {intro}
      </p>
      {children}
    </header>
  );
}
