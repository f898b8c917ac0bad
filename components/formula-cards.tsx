import { NUMERIC } from '@/components/ui/numeric';
import type { FormulaCard } from '@/lib/units/formula';
import styles from './formula-cards.module.css';

/** Six formula cards, built at build time by the page from its data (D6): this only renders them. */
export function FormulaCards({ cards }: { cards: readonly FormulaCard[] }) {
  return (
    <section className="later" aria-labelledby="formulas-titulo">
      <h2 id="formulas-titulo">Fórmulas y ejemplos</h2>
      <ul className="card-grid">
        {cards.map((card) => (
          <li key={card.title} className="card">
            <h3>{card.title}</h3>
            <p className={styles.formula} {...NUMERIC}>
              {card.formula}
            </p>
            <p className={styles.example} {...NUMERIC}>
              <span className="visually-hidden">Ejemplo: </span>
              {card.example}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
