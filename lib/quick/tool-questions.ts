/**
 * D36, issue 33: questions for the numbers-in-words and Roman-numeral pages, as people type them: '1234 en letras',
 * '1500.50 pesos con letra', 'mil doscientos en número', 'XIV en números', '2026 en romano', 'siglo xxi en números'.
 * Only the reading of the question lives here, in the quick box's first chunk; the answer's code (the two pages'
 * own functions) loads when a question needs it (D32, lib/quick/tool-answers.ts).
 */
import { normalise } from '@/lib/normalise';

/** What a question asks of one of the two pages; `subject` is the part before the ending, as typed. */
export type ToolQuestion =
  /** A number to write in words: '1234', or an amount with its currency, '1500.50 pesos'. */
  | { tool: 'letras'; subject: string; currency?: 'pesos' | 'euros' | 'dolares' }
  /** Words to write in figures: 'mil doscientos treinta y cuatro'. */
  | { tool: 'cifras'; subject: string }
  /** A Roman numeral or a century to read, or a number to write as a numeral. */
  | { tool: 'romanos'; subject: string };

/** The endings that name what is wanted, read on the normalised question (case and accents aside). */
const IN_WORDS = /\s+(?:en|a|con|de)\s+(?:letras?|palabras?)$/;
const IN_FIGURES = /\s+(?:en|a)\s+(?:numeros?(?:\s+arabigos?)?|cifras?|arabigos?|digitos?)$/;
const IN_ROMAN = /\s+(?:en|a)\s+(?:(?:numeros?|cifras?)\s+)?romanos?$/;
const HOW_IS_WRITTEN = /^como se (?:escribe|dice|lee)n?\s+(?:el\s+)?(?:numero\s+)?/;

/** A Roman numeral (with or without the vinculum's bar) or a century: what 'en números' reads from Roman. */
const ROMAN = /^(?:el\s+)?(?:siglo\s+)?[ivxlcdm\u0304\u0305]+(?:\s+(?:a\.?\s*c\.?|d\.?\s*c\.?))?$/i;
const FIGURES = /^[+-−]?\d[\d\s.,]*$/;
const AMOUNT = /^([+-−]?\d[\d\s.,]*)\s*(?:\$\s*)?(pesos?|euros?|€|dolares?|dólares?|usd|mxn|eur)$/i;

const CURRENCIES: Record<string, 'pesos' | 'euros' | 'dolares'> = {
  peso: 'pesos',
  pesos: 'pesos',
  mxn: 'pesos',
  euro: 'euros',
  euros: 'euros',
  '€': 'euros',
  eur: 'euros',
  dolar: 'dolares',
  dolares: 'dolares',
  usd: 'dolares',
};

/** The question's ending, if it asks one of the two pages, and the subject before it. */
export function toolQuestion(text: string): ToolQuestion | undefined {
  const plain = normalise(text);
  const cut = (ending: RegExp) => {
    const match = ending.exec(plain);
    // The subject keeps what was typed (its case, its accents, its decimal separator): both tools read it.
    return match ? text.slice(0, text.length - (plain.length - match.index)).trim() : undefined;
  };
  const howWritten = HOW_IS_WRITTEN.exec(plain);
  const inWords = cut(IN_WORDS) ?? (howWritten ? text.slice(howWritten[0].length).trim() : undefined);
  if (inWords !== undefined) return wordsQuestion(inWords);
  const inRoman = cut(IN_ROMAN);
  if (inRoman !== undefined) return { tool: 'romanos', subject: inRoman };
  const inFigures = cut(IN_FIGURES);
  if (inFigures === undefined || inFigures === '') return undefined;
  if (ROMAN.test(normalise(inFigures))) return { tool: 'romanos', subject: inFigures };
  return FIGURES.test(inFigures) ? undefined : { tool: 'cifras', subject: inFigures };
}

function wordsQuestion(subject: string): ToolQuestion | undefined {
  if (subject === '') return undefined;
  const amount = AMOUNT.exec(normalise(subject));
  if (amount) {
    const currency = CURRENCIES[(amount[2] ?? '').toLowerCase()];
    const figures = subject.slice(0, (amount[1] ?? '').length).trim();
    return currency ? { tool: 'letras', subject: figures, currency } : { tool: 'letras', subject: figures };
  }
  // Anything else before 'en letras' is still a number to write: the page's reader says what is wrong with it.
  return { tool: 'letras', subject };
}
