/**
 * D26: everything a pair page shows, computed at build time by the one engine from the family's definitions, so
 * the answer, the table and the formulas can never disagree with the converter on the same page.
 */
import type { PairRow } from '@/lib/content/pairs/types';
import type { FamilyModule } from '@/lib/families/define';
import { normalise } from '@/lib/normalise';
import type { Pair } from '@/lib/pairs';
import { bracketed, capitalise } from '@/lib/text';
import { convert, formatInput, formatValue, unitLabel, valueWithUnit, withUnit } from '@/lib/units/engine';
import { exactInFull } from '@/lib/units/exact-conversion';
import { formatGiven } from '@/lib/units/format';
import { formatFactorScientific } from '@/lib/units/format-factor';
import { linearFormula } from '@/lib/units/formula';
import { agreeing } from '@/lib/units/grammar';
import { mixedText } from '@/lib/units/mixed';
import type { Family } from '@/lib/units/types';

/**
 * D33: a conversion is exact when exact arithmetic on the units' definitions gives a terminating decimal and no unit
 * rests on a convention the other lacks (lib/units/exact-conversion.ts: 1 in = 2.54 cm, 1 Hz = 60 rpm; not 1 mL in
 * fl oz, which repeats, nor a cup of flour in grams, which rests on a density). It is then written digit for digit;
 * one that needs more digits than these is rounded and called approximate.
 */
const EXACT_DIGITS = 14;
/** A table cell shows an exact value in full up to this length (1.609344 km); a longer one is rounded (D8). */
const TABLE_FULL_DIGITS = 12;

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** A value as written ('32 808.399', '$4.00', '1.602176634 × 10⁻¹⁹') read back as a number. */
function readWritten(shown: string): number {
  const plain = shown
    .replace(/[\s\u202f$]/g, '')
    .replace(/^−/, '-')
    .replace(/×10([⁻]?)([⁰¹²³⁴⁵⁶⁷⁸⁹]+)/, (_, minus: string, digits: string) => {
      const exponent = [...digits].map((digit) => SUPERSCRIPT_DIGITS.indexOf(digit)).join('');
      return `e${minus ? '-' : ''}${exponent}`;
    });
  return Number(plain);
}

/** Whether the written value is the exact decimal itself, every digit (group spaces and the '× 10ⁿ' form aside). */
function showsEveryDigit(shown: string, decimal: string): boolean {
  const read = readWritten(shown);
  return Number.isFinite(read) && read === Number(decimal);
}

/** An exact decimal written whole: plainly, or in the scientific form with every digit of its mantissa (D8). */
function writtenWhole(decimal: string): string {
  const plain = formatGiven(Number(decimal));
  return plain.includes('×') ? formatFactorScientific(Number(decimal)) : plain;
}

export interface PairAnswer {
  /** '1 pulgada = 2.54 centímetros', in words a search engine can quote. */
  words: string;
  /** '1 in = 2.54 cm' */
  symbols: string;
  exact: boolean;
  /**
   * D33: an exact answer's 'exacto' agreeing with the figure's unit and count ('2.54 centímetros exactos', '0.5 tazas
   * exactas', '1 lux exacto'); undefined where no noun ends the answer (a price, d°m′s″) or it is approximate.
   */
  exactly?: string;
}

export interface PairTableRow {
  source: string;
  result: string;
  label?: string;
}

export interface PairView {
  /** 'Pulgadas a centímetros' */
  name: string;
  /** The H1: 'Convertir pulgadas a centímetros'. */
  heading: string;
  /** The table's column heads: 'Pulgadas', 'Centímetros'. */
  columns: readonly [string, string];
  /** 'in a cm'; '' where a side has no symbol of its own (D33: no names twice, no nested parentheses). */
  symbolName: string;
  answer: PairAnswer;
  /** '5 ft 7 in = 170.18 cm', where people think in two units at once. */
  mixedAnswer?: string;
  formula: string;
  reverseFormula: string;
  example: string;
  rows: PairTableRow[];
}

function convertOrFail(value: number, from: string, to: string, family: Family): number {
  const result = convert(value, from, to, family);
  if (!result.ok) throw new Error(`${family.key}: ${value} ${from} → ${to} no convierte (${result.reason})`);
  return result.value;
}

/** The unit's name for a count: the singular after exactly 1, the plural otherwise. */
function nameFor(text: string, unitKey: string, family: Family): string {
  const unit = family.units[unitKey];
  if (!unit) return unitKey;
  return text === '1' ? unit.singular : unit.plural;
}

/** The answer line: exact ratios in full ('1 libra = 0.45359237 kilogramos'), others rounded with '≈'. */
export function pairAnswer(value: number, from: string, to: string, family: Family): PairAnswer {
  const result = convertOrFail(value, from, to, family);
  // Money keeps its two decimals and d°m′s″ its own notation (57°17′44.81″): neither is written as a long decimal.
  const decimal = exactInFull(value, from, to, family, EXACT_DIGITS);
  const written = family.money || family.units[to]?.display === 'dms';
  const shown = decimal !== undefined && !written ? writtenWhole(decimal) : formatValue(result, to, family);
  // D33: 'exacto' only where the figure written is the whole exact value.
  const exact = decimal !== undefined && showsEveryDigit(shown, decimal);
  const given = formatInput(value, from, family);
  const sign = exact ? '=' : '≈';
  // A price reads as a price: '$10.00 por kilogramo = $1.00 por 100 gramos'.
  const prefix = family.valuePrefix ?? '';
  const singular = (key: string) => family.units[key]?.singular ?? key;
  const words = family.money
    ? `${prefix}${given} por ${singular(from)} ${sign} ${prefix}${shown} por ${singular(to)}`
    : family.units[to]?.display === 'dms'
      ? `${given} ${nameFor(given, from, family)} ${sign} ${shown}` // 57°17′44.81″ already says degrees
      : `${given} ${nameFor(given, from, family)} ${sign} ${shown} ${nameFor(shown, to, family)}`;
  const target = family.units[to];
  const nounLast = !family.money && target?.display !== 'dms';
  return {
    words,
    symbols: `${withUnit(given, from, family)} ${sign} ${withUnit(shown, to, family)}`,
    exact,
    ...(exact && nounLast && target && { exactly: agreeing('exacto', target, shown) }),
  };
}

/** D33: what follows an answer: its agreeing 'exacto', '(exacto)' where no noun ends it, or '(aproximado)'. */
export function answerQualifier(answer: PairAnswer): string {
  if (!answer.exact) return '(aproximado)';
  return answer.exactly ?? '(exacto)';
}

/**
 * A converted value in the table: in full where every row of the pair is exact and short (1.609344 km), else every
 * row rounded as the family rounds (D8), so one column never mixes 28.3495 with 56.69904625.
 */
function tableValue(result: number, to: string, family: Family, full: boolean): string {
  return full ? withUnit(formatGiven(result), to, family) : valueWithUnit(result, to, family);
}

const rowValue = (row: PairRow) => (typeof row === 'number' ? row : row.value);

/** The formula of a direction: derived for linear units, else the family page's own card for it. */
function formulaFor(from: string, to: string, module: FamilyModule, family: Family): string {
  const card = module.words.cards.find((spec) => spec.from === from && spec.to === to);
  // d°m′s″ reads badly as a factor ('° = Grados sexagesimales × 1'): the page's own card says it better.
  const dms = family.units[from]?.display === 'dms' || family.units[to]?.display === 'dms';
  if (dms && card?.formula) return card.formula;
  const derived = linearFormula(from, to, family);
  if (derived) return derived;
  if (card?.formula) return card.formula;
  throw new Error(`${module.key}: ${from} → ${to} no es lineal y no tiene fórmula escrita en su página`);
}

/** A unit's symbol where it is a symbol: not its name written again ('vara (México)'), nor the preposition 'a'. */
function symbolOnly(unitKey: string, family: Family): string | undefined {
  const unit = family.units[unitKey];
  const label = unitLabel(unitKey, family);
  if (!unit || !label) return undefined;
  const plain = (text: string) => normalise(text.replace(/\s*\(.*\)$/, ''));
  const isName = [unit.singular, unit.plural, unit.one ?? ''].some((name) => name && plain(name) === plain(label));
  return isName || label === 'a' ? undefined : label;
}

/**
 * D33: 'in a cm', the pair in symbols for the title's parenthesis; '' where either side has no symbol of its own
 * (the title then says the names alone), and brackets for a symbol's own parenthesis ('taza [EE. UU.] a g').
 */
function symbolName(from: string, to: string, family: Family): string {
  const [source, target] = [symbolOnly(from, family), symbolOnly(to, family)];
  if (!source || !target) return '';
  return bracketed(`${source} a ${target}`);
}

/** What a pair is called, cheap enough for every link to it: 'Pulgadas a centímetros', its H1 and table heads. */
export function pairNames(pair: Pair): Pick<PairView, 'name' | 'heading' | 'columns'> {
  const { family, spec, ingredient } = pair;
  const source = family.units[spec.from];
  const target = family.units[spec.to];
  if (!source || !target) throw new Error(`${pair.path}: unidades desconocidas`);
  // Prices are prices of a quantity: 'Precio por kilogramo a precio por 100 gramos'. D29: a cooking pair names its
  // ingredient after the source: 'Tazas estadounidenses de harina de trigo a gramos'.
  const of = ingredient ? ` de ${ingredient.name}` : '';
  const sourceName = family.money ? `precio por ${source.singular}` : `${source.plural}${of}`;
  const targetName = family.money ? `precio por ${target.singular}` : target.plural;
  // D30: a pixel pair at another resolution says it: 'Píxeles a centímetros a 300 ppp'.
  const at = pair.ppp === undefined ? '' : ` a ${pair.ppp} ppp`;
  return {
    name: `${capitalise(sourceName)} a ${targetName}${at}`,
    heading: `Convertir ${sourceName} a ${targetName}${at}`,
    columns: [capitalise(sourceName), capitalise(targetName)],
  };
}

/** The answer line of a pair's page, at the value the page asks about (1 unless the list says otherwise). */
export function pairAnswerOf({ spec, family, ingredient }: Pair): PairAnswer {
  const source = family.units[spec.from];
  // D29: '1 taza estadounidense de harina de trigo ≈ 125 gramos': the words name the ingredient, the symbols do not.
  const named =
    ingredient && source
      ? {
          ...family,
          units: {
            ...family.units,
            [spec.from]: {
              ...source,
              singular: `${source.singular} de ${ingredient.name}`,
              plural: `${source.plural} de ${ingredient.name}`,
            },
          },
        }
      : family;
  const answer = pairAnswer(spec.answerValue ?? 1, spec.from, spec.to, named);
  if (named === family) return answer;
  const plain = pairAnswer(spec.answerValue ?? 1, spec.from, spec.to, family);
  return { ...answer, symbols: plain.symbols };
}

export function pairView(pair: Pair): PairView {
  const { family, module, spec } = pair;
  const { from, to, mixed } = spec;
  const source = family.units[from];
  const target = family.units[to];
  if (!source || !target) throw new Error(`${pair.path}: unidades desconocidas`);

  const showSource = (value: number) =>
    mixed && mixed.whole === from
      ? mixedText(value, from, mixed.part, family)
      : withUnit(formatInput(value, from, family), from, family);
  const values = spec.rows.map(rowValue);
  const results = values.map((value) => convertOrFail(value, from, to, family));
  const full =
    !family.money &&
    family.units[to]?.display !== 'dms' &&
    values.every((value) => exactInFull(value, from, to, family, TABLE_FULL_DIGITS) !== undefined);
  const showResult = (result: number) => {
    const plain = tableValue(result, to, family, full);
    const both = mixed && mixed.whole === to ? mixedText(result, to, mixed.part, family) : plain;
    return both === plain ? plain : `${plain} (${both})`;
  };

  const rows = spec.rows.map((row, index) => {
    const shown = { source: showSource(values[index] ?? 0), result: showResult(results[index] ?? 0) };
    return typeof row === 'number' || !row.label ? shown : { ...shown, label: row.label };
  });

  const mixedRow = mixed ? values.find((value) => !Number.isInteger(value)) : undefined;
  const example = rowValue(spec.rows[Math.min(2, spec.rows.length - 1)] ?? 1);

  return {
    ...pairNames(pair),
    symbolName: symbolName(from, to, family),
    answer: pairAnswerOf(pair),
    mixedAnswer:
      mixedRow === undefined
        ? undefined
        : `${showSource(mixedRow)} = ${showResult(convertOrFail(mixedRow, from, to, family))}`,
    formula: formulaFor(from, to, module, family),
    reverseFormula: formulaFor(to, from, module, family),
    example: `${showSource(example)} = ${showResult(convertOrFail(example, from, to, family))}`,
    rows,
  };
}
