import { NUMERIC } from '@/components/ui/numeric';
import type { PowerFormulaCard } from '@/lib/content/electric-power';
import { amperesFromWatts, CIRCUIT_KINDS } from '@/lib/tools/electric-power';
import { resultLine } from '@/lib/tools/electric-power-wording';
import styles from './power-formulas.module.css';

/** A card's example, worked out by the calculator at build time (D6): an example it cannot work out fails the build. */
function example(card: PowerFormulaCard): string {
  const { watts, volts, powerFactor } = card.example;
  const outcome = amperesFromWatts(watts, { kind: card.kind, volts, powerFactor });
  if (!outcome.ok) throw new Error(`Ejemplo no válido en la tarjeta '${card.kind}': ${outcome.reason}`);
  return resultLine('vatios', outcome.result, watts);
}

/** The formula of each circuit: the power, the current worked out from it, what the letters mean, an example. */
export function PowerFormulas({ title, cards }: { title: string; cards: readonly PowerFormulaCard[] }) {
  return (
    <section aria-labelledby="formulas-titulo">
      <h2 id="formulas-titulo">{title}</h2>
      <ul className="card-grid">
        {cards.map((card) => {
          const circuit = CIRCUIT_KINDS.find((kind) => kind.key === card.kind);
          return (
            <li key={card.kind} className="card">
              <h3>{circuit?.name}</h3>
              <p className={styles.formula}>{circuit?.formula}</p>
              <p className={styles.formula}>{card.current}</p>
              <p className={styles.legend}>{card.legend}</p>
              <p className={styles.example} {...NUMERIC}>
                <span className="visually-hidden">Ejemplo: </span>
                {example(card)}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
