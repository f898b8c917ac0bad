import { PageHeader } from '@/components/page-header';
import { StructuredData } from '@/components/structured-data';
import { TextSections } from '@/components/text-sections';
import { romanNumeralsContent } from '@/lib/content/roman-numerals';
import type { RoutePath } from '@/lib/routes';
import { centuryYears } from '@/lib/tools/roman-numerals/answer';
import { toRoman } from '@/lib/tools/roman-numerals/numerals';
import { formatWhole, ruleCardExample } from '@/lib/tools/roman-numerals/wording';
import { RomanConverter } from './roman-converter';
import styles from './roman-numerals-page.module.css';

/** The id of the converter's block: the tables' numerals link to it with the numeral in the address (D9). */
const CONVERTER_ID = 'convertidor';

/** A numeral the page writes from a number of its own data: a number with none fails the build (D6). */
function numeral(n: number): string {
  const written = toRoman(n);
  if (!written.ok) throw new Error(`Sin número romano para ${n} en la página de números romanos: ${written.reason}`);
  return written.roman;
}

/**
 * /convertir-numeros-romanos (D36): the converter, then the rules, the numbers 1–100, the centuries I–XXI and some
 * years, all written into the static HTML at build time; only the converter ships JavaScript. `path` is the page's
 * own address, which the tables' links open with their numeral in the converter.
 */
export function RomanNumeralsPage({ path }: { path: RoutePath }) {
  const content = romanNumeralsContent;
  const open = (text: string) => `${path}?valor=${encodeURIComponent(text)}#${CONVERTER_ID}`;
  const cards = content.cards.map((card) => {
    const example = ruleCardExample(card.example);
    if (example === undefined) throw new Error(`Ejemplo no válido en la tarjeta '${card.title}': ${card.example}`);
    return { ...card, example };
  });
  const upTo100 = Array.from({ length: 100 }, (_, index) => index + 1);

  return (
    <article>
      <StructuredData path={path} />
      <PageHeader heading={content.heading} intro={content.intro} />
      <div id={CONVERTER_ID} className={styles.anchor}>
        <RomanConverter />
      </div>

      <section aria-labelledby="reglas-titulo">
        <h2 id="reglas-titulo">Reglas y ejemplos</h2>
        <ul className="card-grid">
          {cards.map((card) => (
            <li key={card.title} className="card">
              <h3>{card.title}</h3>
              <p className={styles.rule}>{card.rule}</p>
              <p className={styles.example}>
                <span className="visually-hidden">Ejemplo: </span>
                {card.example}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="del-1-al-100-titulo">
        <h2 id="del-1-al-100-titulo">{content.table.title}</h2>
        <p className={styles.caption}>{content.table.caption}</p>
        <dl className={styles.numbers}>
          {upTo100.map((n) => (
            <div key={n} className={styles.pair}>
              <dt>{n}</dt>
              <dd>{numeral(n)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="siglos-titulo">
        <h2 id="siglos-titulo">{content.centuries.title}</h2>
        <p className={styles.caption} id="siglos-nota">
          {content.centuries.caption}
        </p>
        <table className={styles.table} aria-labelledby="siglos-titulo" aria-describedby="siglos-nota">
          <thead>
            <tr>
              <th scope="col">Siglo</th>
              <th scope="col">Años</th>
              <th scope="col">Qué pasó</th>
            </tr>
          </thead>
          <tbody>
            {content.centuries.rows.map(({ century, event }) => {
              const roman = numeral(century);
              const { firstYear, lastYear } = centuryYears(century, 'despues');
              return (
                <tr key={century}>
                  <th scope="row">
                    <a href={open(`siglo ${roman}`)} className={styles.numeral}>
                      {roman}
                    </a>
                  </th>
                  <td className={styles.years}>
                    {formatWhole(firstYear)}–{formatWhole(lastYear)}
                  </td>
                  <td>{event}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="anos-titulo">
        <h2 id="anos-titulo">{content.years.title}</h2>
        <p className={styles.caption} id="anos-nota">
          {content.years.caption}
        </p>
        <table className={styles.table} aria-labelledby="anos-titulo" aria-describedby="anos-nota">
          <thead>
            <tr>
              <th scope="col">Año</th>
              <th scope="col">En números romanos</th>
              <th scope="col">Qué pasó</th>
            </tr>
          </thead>
          <tbody>
            {content.years.rows.map(({ year, event }) => {
              const roman = numeral(year);
              return (
                <tr key={year}>
                  <th scope="row" className={styles.years}>
                    {formatWhole(year)}
                  </th>
                  <td>
                    <a href={open(roman)} className={styles.numeral}>
                      {roman}
                    </a>
                  </td>
                  <td>{event}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <TextSections sections={content.sections} />
    </article>
  );
}
