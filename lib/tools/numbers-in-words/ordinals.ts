/**
 * Ordinal numbers, 1 … 999, as the Ortografía (2010, ch. VIII §3.2) and the DPD ('ordinales') write them (D36):
 * - 11 and 12: undécimo, duodécimo (preferred in careful use); decimoprimero, decimosegundo also valid;
 * - 13 … 29: one word preferred, 'decimotercero', 'vigesimoprimero' (the first element loses its accent and does not
 *   change, 'vigesimoprimera'); two words also valid, 'vigésimo primero', both agreeing, 'vigésima primera';
 * - from 31: two words traditional, 'trigésimo primero'; one word not wrong, 'trigesimoprimero';
 * - hundreds always apart: 'centésimo vigesimoprimero', 'noningentésimo nonagésimo noveno';
 * - primero and tercero lose their -o before a masculine singular noun, alone or last in a compound: primer,
 *   tercer, vigesimoprimer, decimotercer; their abbreviation is 1.er, 3.er, 21.er.
 */
import { failure, success, type Outcome } from './outcome';
import { ORDINAL_ELEVEN, ORDINAL_HUNDREDS, ORDINAL_TENS, ORDINAL_TWELVE, ORDINAL_UNITS, wordAt } from './vocabulary';

/** One spelling in its three forms. */
export interface OrdinalSpelling {
  masculine: string;
  feminine: string;
  /** Before a masculine singular noun: 'primer', 'vigesimotercer'; the masculine itself when nothing changes. */
  apocopated: string;
}

export interface OrdinalForms extends OrdinalSpelling {
  /** The other spellings the RAE accepts: 'vigésimo primero' beside 'vigesimoprimero', 'decimoprimero' beside … */
  alternatives: OrdinalSpelling[];
  /** '21.º', '21.ª', and '21.er' where the apocope applies (null elsewhere). */
  abbreviations: { masculine: string; feminine: string; apocopated: string | null };
}

export const MAX_ORDINAL = 999;

/** A stem without its ending: 'vigésim', 'primer' (whose apocope drops the ending). */
type Stem = string;
/** One written word: one stem, or several fused into one ('decimo' + 'tercero'). */
type Word = readonly Stem[];
/** A spelling: its words, in order. */
type Spelling = readonly Word[];

type Form = keyof OrdinalSpelling;

export function ordinal(n: bigint): Outcome<OrdinalForms> {
  if (n < 1n || n > BigInt(MAX_ORDINAL)) {
    return failure('ordinal-range', `Los ordinales se escriben aquí para los números enteros del 1 al ${MAX_ORDINAL}.`);
  }
  const [main, ...others] = spellings(Number(n));
  if (main === undefined) return failure('ordinal-range', 'No hay ordinal para ese número.');
  const spelled = render(main);
  return success({
    ...spelled,
    alternatives: others.map(render),
    abbreviations: {
      masculine: `${n}.º`,
      feminine: `${n}.ª`,
      apocopated: spelled.apocopated === spelled.masculine ? null : `${n}.er`,
    },
  });
}

/** Every accepted spelling of 1 … 999, the preferred one first. */
function spellings(n: number): Spelling[] {
  const hundreds = Math.floor(n / 100);
  const tail = tailSpellings(n % 100);
  if (hundreds === 0) return tail;
  const hundredWord: Word = [wordAt(ORDINAL_HUNDREDS, hundreds)];
  if (tail.length === 0) return [[hundredWord]];
  return tail.map((spelling) => [hundredWord, ...spelling]);
}

/** 1 … 99 (none for 0). */
function tailSpellings(n: number): Spelling[] {
  if (n === 0) return [];
  const tens = wordAt(ORDINAL_TENS, Math.floor(n / 10));
  const unit = wordAt(ORDINAL_UNITS, n % 10);
  if (n < 10) return [[[unit]]];
  if (n % 10 === 0) return [[[tens]]];
  const fused: Spelling = [[tens, unit]];
  const apart: Spelling = [[tens], [unit]];
  if (n === 11) return [[[ORDINAL_ELEVEN]], fused, apart];
  if (n === 12) return [[[ORDINAL_TWELVE]], fused, apart];
  return n < 30 ? [fused, apart] : [apart, fused];
}

function render(spelling: Spelling): OrdinalSpelling {
  const form = (which: Form) => spelling.map((word, index) => renderWord(word, which, index === spelling.length - 1));
  return {
    masculine: form('masculine').join(' '),
    feminine: form('feminine').join(' '),
    apocopated: form('apocopated').join(' '),
  };
}

/**
 * A word of the ordinal. Fused, every stem but the last is written masculine and without its accent, and 'o' + 'o'
 * make one (decimoctavo, vigesimoctavo). Apart, every word agrees. Only the last word can be apocopated.
 */
function renderWord(word: Word, form: Form, last: boolean): string {
  const head = word
    .slice(0, -1)
    .map((stem) => `${withoutAccent(stem)}o`)
    .join('');
  const stem = word[word.length - 1] ?? '';
  const apocope = form === 'apocopated' && last && (stem === 'primer' || stem === 'tercer');
  const ending = apocope ? '' : form === 'feminine' ? 'a' : 'o';
  const tail = `${stem}${ending}`;
  return head.endsWith('o') && tail.startsWith('o') ? `${head}${tail.slice(1)}` : `${head}${tail}`;
}

function withoutAccent(stem: string): string {
  return stem.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}
