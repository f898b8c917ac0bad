import { NUMERIC } from '@/components/ui/numeric';
import styles from './link-card.module.css';

interface LinkCardProps {
  href: string;
  icon: string;
  title: string;
  text: string;
}

/** A card linking to a route. A plain anchor, like every long list of links: see RouteLinks. */
export function LinkCard({ href, icon, title, text }: LinkCardProps) {
  return (
    <a href={href} className={`card ${styles.linkCard}`}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <span>
        <span className={styles.title}>{title}</span>
        <span className={styles.text} {...NUMERIC}>
          {text}
        </span>
      </span>
    </a>
  );
}
