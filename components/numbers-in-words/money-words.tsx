import { useId, useState } from 'react';
import { NUMERIC } from '@/components/ui/numeric';
import type { Gender } from '@/lib/tools/numbers-in-words/cardinal';
import {
  amountInWords,
  DOLLAR,
  EURO,
  mexicanCheque,
  namedCurrency,
  pluralOf,
  readAmount,
  type Amount,
  type MoneyWords as Words,
} from '@/lib/tools/numbers-in-words/money';
import type { Outcome } from '@/lib/tools/numbers-in-words/outcome';
import styles from './money-words.module.css';
import { Reading } from './reading';

type Format = 'mexico' | 'euro' | 'dolar' | 'otra';

interface FormatSpec {
  label: string;
  /** Upper case by custom (the cheque) or lower case (a sentence). */
  shown: keyof Words;
}

const FORMATS: Record<Format, FormatSpec> = {
  mexico: { label: 'México: cheque y CFDI', shown: 'upper' },
  euro: { label: 'Euros', shown: 'lower' },
  dolar: { label: 'Dólares', shown: 'lower' },
  otra: { label: 'Otra moneda', shown: 'lower' },
};
const FORMAT_KEYS = Object.keys(FORMATS) as Format[];

/** Each format's example, with the same amount (D36: 'each shown with an example'). */
const EXAMPLE: Amount = { integer: 1500n, cents: 50 };
const EXAMPLE_FIGURES = '1500.50';

/** The problems of an amount that the number field does not already show under itself. */
const MONEY_PROBLEMS = new Set(['negative-amount', 'cents']);

interface Currency {
  singular: string;
  plural: string;
  gender: Gender;
}

/**
 * The number typed as an amount of money (D36): México's cheque and CFDI line, euros, dólares or a currency the
 * visitor names, each copyable in upper or lower case.
 */
export function MoneyWords({ amountText }: { amountText: string }) {
  const id = useId();
  const [format, setFormat] = useState<Format>('mexico');
  const [banking, setBanking] = useState(false);
  const [currency, setCurrency] = useState<Currency>({ singular: 'sol', plural: '', gender: 'masculino' });
  const amount = readAmount(amountText);
  const words = (value: Amount): Outcome<Words> => inWords(value, format, banking, currency);
  const result = amount.ok ? words(amount.value) : undefined;
  const example = words(EXAMPLE);
  const spec = FORMATS[format];

  return (
    <section className={styles.money} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Importe con letra</h2>
      <fieldset className={styles.formats}>
        <legend>Formato</legend>
        {FORMAT_KEYS.map((key) => (
          <label key={key} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-format`}
              value={key}
              checked={format === key}
              onChange={() => setFormat(key)}
            />
            {FORMATS[key].label}
          </label>
        ))}
      </fieldset>
      {format === 'mexico' && (
        <div className={styles.option}>
          <label className={styles.choice}>
            <input type="checkbox" checked={banking} onChange={(event) => setBanking(event.target.checked)} />
            Escribir «UN MIL», como en la banca
          </label>
          <p className={styles.help}>
            La RAE escribe «mil»; en cheques y pagarés de México se usa «un mil» para que nadie pueda añadir una palabra
            delante.
          </p>
        </div>
      )}
      {format === 'otra' && <CurrencyFields id={id} currency={currency} onChange={setCurrency} />}
      {!amount.ok && MONEY_PROBLEMS.has(amount.reason) && <p className="result__note">{amount.message}</p>}
      {result !== undefined && !result.ok && <p className="result__note">{result.message}</p>}
      {result?.ok && (
        <Reading
          label={spec.label}
          text={result.value[spec.shown]}
          copies={[
            { label: 'Copiar en mayúsculas', text: result.value.upper },
            { label: 'Copiar en minúsculas', text: result.value.lower },
          ]}
        />
      )}
      {example.ok && (
        <p className={styles.example} {...NUMERIC}>
          Ejemplo: {EXAMPLE_FIGURES} → {example.value[spec.shown]}
        </p>
      )}
    </section>
  );
}

function inWords(amount: Amount, format: Format, banking: boolean, currency: Currency): Outcome<Words> {
  switch (format) {
    case 'mexico':
      return { ok: true, value: mexicanCheque(amount, { bankingThousand: banking }) };
    case 'euro':
      return { ok: true, value: amountInWords(amount, EURO) };
    case 'dolar':
      return { ok: true, value: amountInWords(amount, DOLLAR) };
    case 'otra': {
      const named = namedCurrency(currency.singular, currency.plural, currency.gender);
      return named.ok ? { ok: true, value: amountInWords(amount, named.value) } : named;
    }
  }
}

function CurrencyFields({
  id,
  currency,
  onChange,
}: {
  id: string;
  currency: Currency;
  onChange: (currency: Currency) => void;
}) {
  const singular = currency.singular.trim();
  return (
    <div className={styles.currency}>
      <div className="field">
        <label htmlFor={`${id}-singular`}>Moneda, en singular</label>
        <input
          id={`${id}-singular`}
          type="text"
          autoComplete="off"
          placeholder="sol, quetzal, libra…"
          value={currency.singular}
          onChange={(event) => onChange({ ...currency, singular: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-plural`}>Plural (si no es el habitual)</label>
        <input
          id={`${id}-plural`}
          type="text"
          autoComplete="off"
          placeholder={singular === '' ? 'soles' : pluralOf(singular.toLocaleLowerCase('es'))}
          value={currency.plural}
          onChange={(event) => onChange({ ...currency, plural: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-gender`}>Género</label>
        <select
          id={`${id}-gender`}
          value={currency.gender}
          onChange={(event) =>
            onChange({ ...currency, gender: event.target.value === 'femenino' ? 'femenino' : 'masculino' })
          }
        >
          <option value="masculino">Masculino (el sol)</option>
          <option value="femenino">Femenino (la libra)</option>
        </select>
      </div>
    </div>
  );
}
