import styles from '@/components/frequent-pairs.module.css';
import { TIME_ZONE_PAIR_PAGES } from '@/lib/tools/time-zone-pairs';

/** D26: the converter's page links each of its pair pages, as a family page does (FrequentPairs). */
export function TimeZonePairLinks() {
  return (
    <nav className={styles.frequentPairs} aria-labelledby="frecuentes-titulo">
      <h2 id="frecuentes-titulo">Conversiones frecuentes</h2>
      <ul>
        {TIME_ZONE_PAIR_PAGES.map((pair) => (
          <li key={pair.path}>
            <a href={pair.path}>{pair.name}</a> <span className={styles.answer}>{pair.spec.countries}</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
