import { ServerOnlyHtml } from '@/components/ui/server-only-html';
import styles from './footer.module.css';

/**
 * The site's footer: server HTML the page's RSC payload does not repeat (issue 36, components/ui/server-only-html.tsx).
 */
export function Footer() {
  return <ServerOnlyHtml as="footer" className={styles.footer} part="footer" />;
}
