import { optionLabel } from '@/lib/units/engine';
import type { Equivalence } from '@/lib/units/evaluate';
import type { Family } from '@/lib/units/types';

interface EquivalencesProps {
  items: readonly Equivalence[];
  family: Family;
  target: string;
  onPick: (unit: string) => void;
}

/** The current value in every other unit; choosing a row makes that unit the target. */
export function Equivalences({ items, family, target, onPick }: EquivalencesProps) {
  if (items.length === 0) return null;
  return (
    <section className="equivalences" aria-labelledby="equivalencias-titulo">
      <h2 id="equivalencias-titulo">Equivalencias</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Unidad</th>
            <th scope="col">Valor</th>
          </tr>
        </thead>
        <tbody>
          {items.map(({ unit, text }) => (
            <tr key={unit} aria-current={unit === target ? 'true' : undefined}>
              <th scope="row">
                <button type="button" className="link-button" onClick={() => onPick(unit)}>
                  {optionLabel(unit, family)}
                </button>
              </th>
              <td>{text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
