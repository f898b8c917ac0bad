import { AS_WRITTEN, NUMERIC } from '@/components/ui/numeric';
import type { RuleCard } from '@/lib/tools/numbers-in-words/words';
import styles from './rule-cards.module.css';

/** The rules in one line each, with an example computed by the page's functions at build time (D28). */
export function RuleCards({ cards }: { cards: readonly RuleCard[] }) {
  return (
    <section aria-labelledby="reglas-titulo">
      <h2 id="reglas-titulo">Reglas y ejemplos</h2>
      <ul className="card-grid">
        {cards.map((card) => (
          <li key={card.rule} className="card">
            <h3>{card.rule}</h3>
            {/* D31: the figures follow the visitor's separator, except on the card that shows each separator. */}
            <p className={styles.example} {...(card.followsSeparator ? NUMERIC : AS_WRITTEN)}>
              <span className="visually-hidden">Ejemplo: </span>
              {card.example}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
