import type { FormulaCard } from '@/lib/units/formula';

/**
 * The number-systems page's six cards, with the same markup and heading as formula-cards.tsx. The page builds
 * them at build time from numerosCards with the converter's own parse and format (D6); this only renders.
 */
export function NumberCards({ cards }: { cards: readonly FormulaCard[] }) {
  return (
    <section className="formulas" aria-labelledby="formulas-titulo">
      <h2 id="formulas-titulo">Fórmulas y ejemplos</h2>
      <ul className="card-grid">
        {cards.map((card) => (
          <li key={card.title} className="card formula-card">
            <h3>{card.title}</h3>
            <p className="formula-card__formula">{card.formula}</p>
            <p className="formula-card__example">
              <span className="visually-hidden">Ejemplo: </span>
              {card.example}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
