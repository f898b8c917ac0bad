import { NUMERIC } from '@/components/ui/numeric';
import type { FamilyModule } from '@/lib/families/define';
import { pairAnswerOf, pairNames } from '@/lib/pair-view';
import { allPairsOf } from '@/lib/pairs';
import styles from './frequent-pairs.module.css';

/** D26: the family page links each of its pair pages, with the answer each one gives. */
export function FrequentPairs({ module }: { module: FamilyModule }) {
  const pairs = allPairsOf(module);
  if (pairs.length === 0) return null;
  return (
    <nav className={styles.frequentPairs} aria-labelledby="frecuentes-titulo">
      <h2 id="frecuentes-titulo">Conversiones frecuentes</h2>
      <ul>
        {pairs.map((pair) => {
          return (
            <li key={pair.path}>
              <a href={pair.path}>{pairNames(pair).name}</a>{' '}
              <span className={styles.answer} {...NUMERIC}>
                {pairAnswerOf(pair).symbols}
              </span>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
