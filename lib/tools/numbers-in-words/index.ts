/**
 * Numbers in words (D36): what the form of /convertir-numeros-a-letras shows for the number typed, in one call, for
 * the page and the quick conversion ('1234 en letras'). Each reading is its sibling module's: cardinal.ts,
 * decimals.ts, ordinals.ts; money.ts and words-to-number.ts are called on their own.
 */
import { countNoun, spellInteger, type Noun } from './cardinal';
import { readAsWritten, schoolForm } from './decimals';
import { MAX_ORDINAL, ordinal, type OrdinalForms } from './ordinals';
import { failure, success, type Outcome } from './outcome';
import { readTypedNumber, type TypedNumber } from './typed-number';

export interface NumberReadings {
  typed: TypedNumber;
  /** As written, with the separator typed: 'tres coma catorce', 'veintiuno', 'veintiún mil'. */
  words: string;
  /** 'tres enteros y catorce centésimas'; null for an integer. */
  school: string | null;
  /**
   * Whole numbers from 0, where the numeral changes before a noun: before a masculine one ('veintiún años') and a
   * feminine one ('veintiuna personas'), and the other feminine the RAE accepts where 'mil' follows a 1 ('veintiún
   * mil personas'). Null where nothing changes.
   */
  beforeNouns: { masculine: string; feminine: string; feminineAlternative: string | null } | null;
  /** 1 … 999 only; otherwise the reason, to show as a note. */
  ordinal: Outcome<OrdinalForms>;
  /**
   * '1.500' is read as a decimal, as typed; when it looks like thousands grouped with a point or a comma, the words
   * of that other reading ('mil quinientos'), so the page can ask.
   */
  thousandsReading: string | null;
}

/** The nouns of the examples: one of each gender, common with any number. */
export const EXAMPLE_NOUNS = {
  masculine: { singular: 'año', plural: 'años', gender: 'masculino' },
  feminine: { singular: 'persona', plural: 'personas', gender: 'femenino' },
} as const satisfies Record<string, Noun>;

const ORDINAL_RANGE = `Los ordinales se escriben aquí para los números enteros del 1 al ${MAX_ORDINAL}.`;

export function readNumber(text: string): Outcome<NumberReadings> {
  const typed = readTypedNumber(text);
  if (!typed.ok) return typed;
  const number = typed.value;
  const whole = number.decimals === '' && !number.negative ? number.integer : null;
  return success({
    typed: number,
    words: readAsWritten(number, number.separator ?? 'punto'),
    school: schoolForm(number),
    beforeNouns: whole === null ? null : beforeNouns(whole),
    ordinal: whole === null ? failure('ordinal-range', ORDINAL_RANGE) : ordinal(whole),
    thousandsReading: thousandsReading(text, number),
  });
}

function beforeNouns(n: bigint): NumberReadings['beforeNouns'] {
  const alone = spellInteger(n);
  const masculine = spellInteger(n, { beforeNoun: true });
  const feminine = spellInteger(n, { gender: 'femenino' });
  if (masculine === alone && feminine === alone) return null;
  const other = countNoun(n, EXAMPLE_NOUNS.feminine, { feminineBeforeMil: 'un' });
  const agreeing = countNoun(n, EXAMPLE_NOUNS.feminine);
  return {
    masculine: countNoun(n, EXAMPLE_NOUNS.masculine),
    feminine: agreeing,
    feminineAlternative: other === agreeing ? null : other,
  };
}

/** '1.500', '12,000', '250.000': one to three digits, one separator, exactly three decimals. */
function thousandsReading(text: string, number: TypedNumber): string | null {
  if (number.decimals.length !== 3 || number.integer === 0n) return null;
  if (!/^[+-]?\d{1,3}[.,]\d{3}$/.test(text.trim())) return null;
  const value = number.integer * 1000n + BigInt(number.decimals);
  return spellInteger(number.negative ? -value : value);
}
