import { ServerOnlyHtml } from '@/components/ui/server-only-html';
import styles from './clothing-size-tables.module.css';

/**
 * Every source's table (issue 34, D37; clothing-size-tables-content.tsx): server HTML the page's RSC payload does not
 * repeat and its React does not hydrate (issue 36, components/ui/server-only-html.tsx), the largest part of the page.
 */
export function ClothingSizeTables() {
  return <ServerOnlyHtml as="section" className={styles.tables} part="clothing-size-tables" />;
}
