import type { FormulaCardSpec } from '@/lib/content/types';
import { buildFormulaCard } from '@/lib/units/formula';
import type { Family } from '@/lib/units/types';

/** Six cards whose formulas and examples are computed from the family at build time (D6). */
export function FormulaCards({ cards, family }: { cards: readonly FormulaCardSpec[]; family: Family }) {
  return (
    <section className="formulas" aria-labelledby="formulas-titulo">
      <h2 id="formulas-titulo">Fórmulas y ejemplos</h2>
      <ul className="card-grid">
        {cards.map((spec) => {
          const card = buildFormulaCard(spec, family);
          return (
            <li key={spec.title} className="card formula-card">
              <h3>{card.title}</h3>
              <p className="formula-card__formula">{card.formula}</p>
              <p className="formula-card__example">
                <span className="visually-hidden">Ejemplo: </span>
                {card.example}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
