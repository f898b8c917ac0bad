export interface EquivalenceRow<K extends string = string> {
  key: K;
  /** What the row's button says: 'Pies (ft)', 'Hexadecimal (base 16)'. */
  label: string;
  text: string;
}

interface EquivalencesProps<K extends string> {
  rows: readonly EquivalenceRow<K>[];
  /** The first column's header: 'Unidad', or 'Sistema' for number bases. */
  kind?: string;
  target: string;
  onPick: (key: K) => void;
}

/** The current value in every other unit; choosing a row makes that unit the target. */
export function Equivalences<K extends string>({ rows, kind = 'Unidad', target, onPick }: EquivalencesProps<K>) {
  if (rows.length === 0) return null;
  return (
    <section className="equivalences" aria-labelledby="equivalencias-titulo">
      <h2 id="equivalencias-titulo">Equivalencias</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{kind}</th>
            <th scope="col">Valor</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, label, text }) => (
            <tr key={key} aria-current={key === target ? 'true' : undefined}>
              <th scope="row">
                <button type="button" className="link-button" onClick={() => onPick(key)}>
                  {label}
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
