'use client';
import { useId } from 'react';
import { useAddressState } from '@/hooks/use-address-state';
import {
  countryFilterFromQuery,
  hasCountryQuery,
  queryFromCountryFilter,
  type Country,
  type CountryFilter,
  type Expression,
} from '@/lib/content/expressions';
import styles from './expressions-table.module.css';

interface ExpressionsTableProps {
  countries: readonly Country[];
  expressions: readonly Expression[];
}

// Module-level, so useAddressState's effect sees stable functions.
const readFilter = (search: string): CountryFilter => countryFilterFromQuery(search);

/**
 * The expressions table (spec 001 'Expressions'): 'Todos' shows meanings × countries; one country shows its
 * list. The filter lives in the address (?pais=mx); an unknown value is ignored (and dropped from the address).
 */
export function ExpressionsTable({ countries, expressions }: ExpressionsTableProps) {
  const id = useId();
  const [filter, update] = useAddressState<CountryFilter>('todos', readFilter, queryFromCountryFilter, hasCountryQuery);
  const selected = countries.find((country) => country.code === filter);
  const choose = (next: CountryFilter) => update(() => next);

  return (
    <div className={styles.expressions}>
      <div className={styles.filters} role="group" aria-labelledby={`${id}-filter`}>
        <span id={`${id}-filter`} className={styles.filtersLabel}>
          Filtrar por país:
        </span>
        <button
          type="button"
          className={`button--small ${styles.filter}`}
          aria-pressed={filter === 'todos'}
          onClick={() => choose('todos')}
        >
          Todos
        </button>
        {countries.map((country) => (
          <button
            key={country.code}
            type="button"
            className={`button--small ${styles.filter}`}
            aria-pressed={filter === country.code}
            onClick={() => choose(country.code)}
          >
            <span aria-hidden="true">{country.flag}</span> {country.name}
          </button>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {selected ? `Mostrando las expresiones de ${selected.name}` : 'Mostrando todos los países'}
      </p>

      {selected ? (
        <section className={`card ${styles.country}`} aria-labelledby={`${id}-country`}>
          <h2 id={`${id}-country`}>
            <span aria-hidden="true">{selected.flag}</span> {selected.name}
            {selected.variety && <span className={styles.variety}> ({selected.variety})</span>}
          </h2>
          <dl className={styles.list}>
            {expressions.map((expression) => {
              const note = expression.notes?.[selected.code];
              return (
                <div key={expression.key} className={styles.item}>
                  <dt>{expression.meaning}</dt>
                  <dd>
                    <span className={styles.text}>{expression.texts[selected.code]}</span>
                    {note && <span className={styles.note}>{note}</span>}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ) : (
        // A focusable scroll region, so keyboard users can scroll the wide table sideways.
        <div className={styles.scroll} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
          <table className={styles.table}>
            <caption id={`${id}-caption`}>Expresiones coloquiales por significado y país</caption>
            <thead>
              <tr>
                <th scope="col">Significado</th>
                {countries.map((country) => (
                  <th key={country.code} scope="col">
                    <span aria-hidden="true">{country.flag}</span> {country.name}
                    {country.variety && <span className={styles.variety}>{country.variety}</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {expressions.map((expression) => (
                <tr key={expression.key}>
                  <th scope="row">{expression.meaning}</th>
                  {countries.map((country) => {
                    const note = expression.notes?.[country.code];
                    return (
                      <td key={country.code}>
                        <span className={styles.text}>{expression.texts[country.code]}</span>
                        {note && <span className={styles.note}>{note}</span>}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
