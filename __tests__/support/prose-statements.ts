/**
 * STYLE rule 11, D28: finds the conversions a text states ('1 in = 2.54 cm', 'un televisor de 55 pulgadas mide
 * 139.7 cm', '81 cm dan casi 32 pulgadas') and checks each figure against the engine. The unit words come from the
 * catalogue (namesOf and exactAliases), never from a list typed here; what is typed here is Spanish grammar: number
 * words, the verbs and links that state an equivalence, and the words that mark a figure as approximate.
 *
 * Reading:
 * - A quantity is a figure and a unit's name or symbol: '139.7 cm', '26 547 pies', '1/8 de pulgada', '33⅓ pulgadas',
 *   '4 × 10⁻¹⁰ Ci', '147.1 millones de kilómetros', 'un pie', 'medio litro', 'dos años y medio', and, opening a
 *   clause, 'el pie', 'la libra', 'cada galón' (one). '5 pies y 7 pulgadas', 'tres minutos y 26 segundos' and
 *   '2 ha, 35 a y 12 ca' (each unit a whole division of the one before, each part less than one of it) are one
 *   quantity. Names are matched longest first across every family, so 'pies cúbicos' is never read as 'pies', nor
 *   'MB/s' as 'MB'. Figures of a formula ('2000 ÷ 18.4 libras', '180°/π') and figures in words that go on after
 *   the unit ('un metro ochenta') are not quantities.
 * - A statement is two neighbouring quantities of one family joined by a link: '=', '≈', '→', 'es decir', 'o sea',
 *   or a verb ('son', 'es', 'equivale a', 'mide', 'pesa', 'dan', 'suman', 'forman', 'rinde' …, 'que son', ': son');
 *   or nothing, where a verb is left out after a comma ('un quintal tenía 4 arrobas, una arroba 25 libras') or the
 *   marker links ('1 bar ≈ 1.0197 kgf/cm²', '5 kW ronda las 17 000 BTU/h'); or, weaker, ',', ':', '(' or 'o', which
 *   count only when the second figure is in digits or marked and does not open a statement of its own ('1 m =
 *   3.2808 ft, 1 in = 2.54 cm' is a list, not '3.2808 ft = 1 in').
 * - Not statements: a quantity counted ('seis botellas de 500 mL son 3 L'), one of several figures sharing a unit
 *   ('40 o 48 pulgadas'), the ends of a range or a ratio ('de 10 a 20 mL', '1 m a 1 km'), a unit given its size on
 *   the spot ('25 libras de 500 g'), a part of a unit ('la sexta parte de una circunferencia'), a parallel list
 *   ('5 km son 3.1 millas, 8 km …'), an article followed by a figure in words ('El taco es una tortilla').
 * - A statement belongs to the text's own family where both names are its units, else to the first other family
 *   where they are (a volume text may state a fuel consumption). The price family is left out: its units are prices,
 *   and a weight stated in its words is a weight.
 *
 * Judging, once the first quantity is converted by the engine into the second one's unit (in a chain, 'un pie son
 * 12 pulgadas, es decir, 0.3048 m', from the chain's first quantity):
 * - unmarked: the figure must be the converted value rounded to the decimals it shows (a tie may go either way); a
 *   figure in words is a whole number ('un CFM'), a half one decimal ('medio litro');
 * - 'exactamente', 'exactos', 'justos', 'equivale exactamente a': the converted value itself (to 1e-9);
 * - 'unos', 'unas', 'cerca de', 'aprox.', 'aproximadamente', 'alrededor de', 'en torno a', 'ronda', '≈': within 5 %,
 *   and a figure of three or more significant digits within one unit of its last one (it claims those digits);
 * - 'casi': as 'unos', and the converted value must not exceed it;
 * - 'más de', 'menos de' (or 'que'): a bound that must hold; with 'algo', 'poco' or 'un poco' before, within 15 %.
 * A marker on the first quantity only ('menos de 2.5 µm, es decir, 0.0025 mm') applies to both: the second is then
 * judged as unmarked. Both marked ('casi una onza, unos 27 g'): the two approximations must agree within 10 %.
 */
import { FAMILIES } from '@/lib/families';
import type { FamilyModule } from '@/lib/families/define';
import { normalise } from '@/lib/normalise';
import { convert } from '@/lib/units/engine';
import { namesOf } from '@/lib/units/names';
import type { Family } from '@/lib/units/types';

export type Marker = 'exact' | 'approx' | 'almost' | 'more' | 'less' | 'bit-more' | 'bit-less';

type FigureKind = 'digits' | 'word' | 'article';

/** A figure as the text writes it. */
interface Figure {
  value: number;
  kind: FigureKind;
  /** Half a unit of the last decimal shown (0 where the figure is exact by its form: 1/8, 33⅓). */
  halfStep: number;
  /** One unit of the last significant digit: 0.1 for 26.2, 1000 for 696 000. */
  step: number;
  significant: number;
  start: number;
  end: number;
}

/** A figure with a unit name after it, not yet given a family. */
interface Mention {
  figure: Figure;
  /** The unit's name as matched, normalised; or the exact alias as written. */
  name: string;
  exact: boolean;
  /** Where the quantity starts (its marker included) and ends ('y medio' and a trailing 'exactos' included). */
  start: number;
  end: number;
  marker?: Marker;
  /** Its marker links it to the quantity before: '≈', 'ronda'. */
  links?: boolean;
}

interface Quantity {
  value: number;
  unit: string;
  kind: FigureKind;
  halfStep: number;
  step: number;
  significant: number;
  marker?: Marker;
  links?: boolean;
  start: number;
  end: number;
  /** Start of the figure, after its marker. */
  figureStart: number;
}

export interface Statement {
  /** Where the text comes from: '/convertir-longitud/pulgadas-a-centimetros/text'. */
  where: string;
  family: string;
  /** The words of the statement, as written. */
  words: string;
  /** Where the first and the second figure start in the text. */
  at: number;
  second: number;
  from: { value: number; unit: string };
  to: { value: number; unit: string };
  marker?: Marker;
  /** The engine's value of `from` in `to.unit`. */
  truth: number;
  ok: boolean;
  /** What is wrong. */
  problem?: string;
}

export interface Text {
  where: string;
  /** The family whose words these are; none for the home page, which may speak of any. */
  family?: string;
  text: string;
}

/** A unit name that a text's sentence reads as another unit than the catalogue's reading of the bare name. */
export interface Reading {
  where: string;
  /** The quantity as written, from its figure, and as many words after it as tell it apart: '5400 varas'. */
  says: string;
  unit: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Catalogue

const quantityFamilies: readonly FamilyModule[] = [
  ...FAMILIES.filter((entry) => !entry.units.money && !entry.answersSharedNamesLast),
  ...FAMILIES.filter((entry) => !entry.units.money && entry.answersSharedNamesLast),
];

interface Catalogue {
  /** normalised name → family key → unit key */
  names: Map<string, Map<string, string>>;
  /** exact alias → family key → unit key */
  exact: Map<string, Map<string, string>>;
  /** Longest first, for matching. */
  sortedNames: string[];
  sortedExact: string[];
}

function add(map: Map<string, Map<string, string>>, name: string, family: string, unit: string) {
  const byFamily = map.get(name) ?? new Map<string, string>();
  if (!byFamily.has(family)) byFamily.set(family, unit);
  map.set(name, byFamily);
}

function buildCatalogue(): Catalogue {
  const names = new Map<string, Map<string, string>>();
  const exact = new Map<string, Map<string, string>>();
  for (const familyModule of quantityFamilies) {
    for (const [key, unit] of Object.entries(familyModule.units.units)) {
      // A name that starts with a figure ('500 g', a price family's pack) would swallow the figure before it.
      for (const name of namesOf(unit)) if (!/^\d/.test(name)) add(names, name, familyModule.key, key);
      for (const alias of unit.exactAliases ?? []) add(exact, alias, familyModule.key, key);
    }
  }
  const byLength = (a: string, b: string) => b.length - a.length;
  return { names, exact, sortedNames: [...names.keys()].sort(byLength), sortedExact: [...exact.keys()].sort(byLength) };
}

const catalogue = buildCatalogue();

const familyOf = (key: string): Family => {
  const familyModule = quantityFamilies.find((candidate) => candidate.key === key);
  if (!familyModule) throw new Error(`No family ${key}`);
  return familyModule.units;
};

// ---------------------------------------------------------------------------------------------------------------
// Figures

/** Normalised character by character, so positions in the normalised text are positions in the text. */
function normaliseInPlace(text: string): string {
  return [...text]
    .map((character) => {
      const normal = normalise(character);
      return normal.length === character.length ? normal : character.toLowerCase();
    })
    .join('');
}

const VULGAR: Record<string, number> = { '½': 1 / 2, '⅓': 1 / 3, '⅔': 2 / 3, '¼': 1 / 4, '¾': 3 / 4, '⅛': 1 / 8 };
const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** Spanish number words that stand for a figure before a unit ('un pie', 'medio litro', 'mil gramos'). */
const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  una: 1,
  uno: 1,
  medio: 0.5,
  media: 0.5,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
  veinte: 20,
  cien: 100,
  mil: 1000,
};
/** Words that count items, for 'seis botellas de 500 mL' (not 'un', which is also the article). */
const COUNT_WORDS = Object.keys(NUMBER_WORDS).filter((word) => NUMBER_WORDS[word]! >= 2);
/** Articles that stand for one at the start of a clause: 'El pie mide 0.3048 m', 'cada galón imperial contiene'. */
const ARTICLES = ['el', 'la', 'cada'];

/** Words for fractions, always followed by 'de' ('un cuarto de pulgada'). */
const FRACTION_WORDS: Record<string, number> = {
  'un cuarto de': 1 / 4,
  'tres cuartos de': 3 / 4,
  'un octavo de': 1 / 8,
  'un tercio de': 1 / 3,
  'dos tercios de': 2 / 3,
};

/** Scale words after a figure: '147.1 millones de kilómetros', '9.46 billones de kilómetros' (long scale). */
const SCALES: readonly (readonly [RegExp, number])[] = [
  [/^\s+mil millones de\s+/, 1e9],
  [/^\s+millon(?:es)? de\s+/, 1e6],
  [/^\s+billon(?:es)? de\s+/, 1e12],
  [/^\s+mil\s+/, 1e3],
];

/** Words that continue a figure after its unit: 'un metro ochenta', 'dos metros veinte'. */
const SPOKEN_REST =
  /^ (?:diez|veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|veinti\p{L}+|once|doce|trece|catorce|quince|dieci\p{L}+)(?![\p{L}])/u;

/** After a unit: 'dos años y medio', 'una hora y cuarto'. */
const AND_A_PART = /^ y (medio|media|cuarto)(?![\p{L}\p{N}])/u;

const DIGIT_FIGURE =
  /(?<![\p{L}\p{N}/.,\u202f'′÷×·^-])[-−]?(?:\d+ \d+\/\d+|\d{1,3}(?:[ \u202f\u00a0]\d{3})+(?!\d)|\d+)(?:\.\d+)?(?:\/\d{1,3}(?:[ \u202f]\d{3})*(?!\d)|\/\d+|[½⅓⅔¼¾⅛])?(?:\s?×\s?10[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)?/gu;

function readDigits(written: string, start: number): Figure | undefined {
  let text = written.replace(/[\u202f\u00a0]/g, ' ').replace('−', '-');
  let power = 0;
  const scientific = /\s?×\s?10([⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+)$/.exec(text);
  if (scientific) {
    const exponent = [...(scientific[1] ?? '')]
      .map((character) => (character === '⁻' ? '-' : String(SUPERSCRIPT_DIGITS.indexOf(character))))
      .join('');
    power = Number(exponent);
    text = text.slice(0, scientific.index);
  }
  const end = start + written.length;
  const exactFigure = (value: number): Figure => ({
    value,
    kind: 'digits',
    halfStep: 0,
    step: 0,
    significant: 15,
    start,
    end,
  });
  const mixed = /^(-?\d+) (\d+)\/(\d+)$/.exec(text);
  if (mixed) return exactFigure(Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]));
  const vulgar = text.at(-1) ?? '';
  if (vulgar in VULGAR) return exactFigure(Number(text.slice(0, -1) || '0') + (VULGAR[vulgar] ?? 0));
  const fraction = /^(-?[\d ]+)\/([\d ]+)$/.exec(text);
  if (fraction) return exactFigure(Number(fraction[1]?.replace(/ /g, '')) / Number(fraction[2]?.replace(/ /g, '')));
  const plain = text.replace(/ /g, '');
  if (!/^-?\d+(\.\d+)?$/.test(plain)) return undefined;
  const [integer = '', decimals = ''] = plain.replace('-', '').split('.');
  const scale = 10 ** power;
  const trailingZeros = decimals ? 0 : integer.length - (integer.replace(/0+$/, '').length || integer.length);
  const significant = decimals
    ? (integer + decimals).replace(/^0+/, '').length
    : integer.replace(/^0+/, '').replace(/0+$/, '').length || 1;
  return {
    value: Number(plain) * scale,
    kind: 'digits',
    halfStep: 0.5 * 10 ** -decimals.length * scale,
    step: (decimals ? 10 ** -decimals.length : 10 ** trailingZeros) * scale,
    significant,
    start,
    end,
  };
}

const wordFigure = (value: number, kind: FigureKind, start: number, end: number): Figure => {
  // A word is as precise as a whole number, a half as precise as 0.5: 'un CFM' is a rounding, 'medio litro' too.
  const step = kind === 'article' ? 0 : Number.isInteger(value) ? 1 : value < 0.5 ? 0.01 : 0.1;
  return { value, kind, halfStep: step / 2, step, significant: 1, start, end };
};

/** Every figure of a text: written in digits, as a number word, a fraction word, or an article opening a clause. */
function figuresOf(text: string, normal: string): Figure[] {
  const figures: Figure[] = [];
  for (const match of text.matchAll(DIGIT_FIGURE)) {
    const figure = readDigits(match[0], match.index);
    if (!figure) continue;
    // A figure of a formula: '648 000/π', '180°/π', '2000 ÷ 18.4 libras'.
    const formula = /^\/\S/.test(text.slice(figure.end)) || /[÷×·*/]\s*$/.test(text.slice(0, figure.start));
    if (!formula) figures.push(figure);
  }
  const taken = (at: number) => figures.some((figure) => figure.start <= at && at < figure.end);
  for (const match of normal.matchAll(/(?<![\p{L}\p{N}])(?:un|tres|dos) (?:cuarto|octavo|tercio)s? de(?= )/gu)) {
    const value = FRACTION_WORDS[match[0]];
    if (value !== undefined) figures.push(wordFigure(value, 'word', match.index, match.index + match[0].length));
  }
  for (const match of normal.matchAll(/(?<![\p{L}\p{N}])\p{L}+(?= )/gu)) {
    const word = match[0];
    const before = normal.slice(0, match.index);
    if (taken(match.index)) continue;
    const value = NUMBER_WORDS[word];
    // 'diez mil', '37 000 millones': part of a larger number, which is not read.
    const afterNumber = /(?:\d|\b(?:un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|cien|mil)) $/.test(before);
    if (value !== undefined && !afterNumber)
      figures.push(wordFigure(value, 'word', match.index, match.index + word.length));
    // An article is one only where it opens a clause: 'El pie mide', not 'con la vara de Burgos suman'.
    if (ARTICLES.includes(word) && /(?:^|[.:;(¿«]\s*|,\s*|\by\s+|\bque\s+)$/.test(before))
      figures.push(wordFigure(1, 'article', match.index, match.index + word.length));
  }
  return figures.sort((a, b) => a.start - b.start);
}

// ---------------------------------------------------------------------------------------------------------------
// Mentions: a figure and a unit name

const isWordCharacter = (character: string | undefined) => character !== undefined && /[\p{L}\p{N}]/u.test(character);

/** The longest unit name at `at`, across every family; exact aliases by their case. */
function nameAt(text: string, normal: string, at: number): { name: string; exact: boolean; end: number } | undefined {
  const fits = (name: string, source: string) => {
    if (!source.startsWith(name, at)) return false;
    const end = at + name.length;
    // 'm' is not the start of 'mide', nor 'a' a unit before a figure ('de 5 a 10 m').
    if (isWordCharacter(name.at(-1)) && isWordCharacter(source[end])) return false;
    if (name.length === 1 && /^\s*[\d(]/.test(source.slice(end))) return false;
    return true;
  };
  const exact = catalogue.sortedExact.find((name) => fits(name, text));
  const normalName = catalogue.sortedNames.find((name) => fits(name, normal));
  const found =
    exact && (!normalName || exact.length >= normalName.length)
      ? { name: exact, exact: true, end: at + exact.length }
      : normalName
        ? { name: normalName, exact: false, end: at + normalName.length }
        : undefined;
  // A unit of a compound symbol that is no unit here: 'MB/s', '°/π'.
  if (found && /^\/\S/.test(text.slice(found.end))) return undefined;
  return found;
}

/** Marker words before a figure, the longest first. */
const MARKERS_BEFORE: readonly (readonly [RegExp, Marker])[] = [
  [/(?:^|[\s(])(?:algo|poco|un poco) mas (?:de|que)\s*$/, 'bit-more'],
  [/(?:^|[\s(])(?:algo|poco|un poco) menos (?:de|que)\s*$/, 'bit-less'],
  [/(?:^|[\s(])mas (?:de|que)\s*$/, 'more'],
  [/(?:^|[\s(])menos (?:de|que)\s*$/, 'less'],
  [/(?:^|[\s(])casi\s*$/, 'almost'],
  [
    /(?:^|[\s(])(?:unos|unas|cerca de|aprox\.|aproximadamente|alrededor de|en torno a|ronda(?:n|ba)?(?: (?:los|las))?)\s*$|[≈~]\s*$/,
    'approx',
  ],
  [/(?:^|[\s(])(?:exactamente|justo|justamente)\s*$/, 'exact'],
];
const MARKER_AFTER = /^\s*(?:exactos|exactas|exacto|exacta|justos|justas|exactamente|(aprox\.|aproximadamente))/;

/** A marker that also links, so nothing need stand between the two quantities: '1 bar ≈ 1.0197 kgf/cm²'. */
const LINKING_MARKER = /^(?:[≈~]|ronda)/;

function markerBefore(normal: string, at: number): { marker: Marker; start: number; links: boolean } | undefined {
  const before = normal.slice(Math.max(0, at - 30), at);
  for (const [pattern, marker] of MARKERS_BEFORE) {
    const match = pattern.exec(before);
    if (match) {
      const lead = match[0].length - match[0].trimStart().length;
      const words = match[0].trimStart().replace(/^\(/, '');
      return { marker, start: at - match[0].length + lead, links: LINKING_MARKER.test(words) };
    }
  }
  return undefined;
}

function mentionsOf(text: string, normal: string): Mention[] {
  const mentions: Mention[] = [];
  for (const figure of figuresOf(text, normal)) {
    let at = figure.end;
    let scale = 1;
    const rest = normal.slice(at, at + 40);
    const scaled = SCALES.find(([pattern]) => pattern.test(rest));
    if (scaled && figure.kind === 'digits' && figure.halfStep > 0) {
      at += scaled[0].exec(rest)?.[0].length ?? 0;
      scale = scaled[1];
    } else {
      // The unit follows with at most one space ('45°', '20 °C'), or 'de' after a fraction ('3/8 de pulgada').
      at += (/^[ \u00a0\u202f]?/.exec(rest)?.[0] ?? '').length;
      const written = text.slice(figure.start, figure.end);
      if (/^de /.test(normal.slice(at)) && /\//.test(written) && figure.value < 1) at += 3;
    }
    const named = nameAt(text, normal, at);
    if (!named) continue;
    // 'un metro ochenta y tres' is a figure in words that this reader does not add up.
    if (SPOKEN_REST.test(normal.slice(named.end))) continue;
    let { value, halfStep, step } = figure;
    let end = named.end;
    const part = AND_A_PART.exec(normal.slice(end));
    if (part) {
      value += part[1] === 'cuarto' ? 0.25 : 0.5;
      halfStep = figure.kind === 'digits' ? 0.25 : halfStep;
      step = Math.max(step, 0.5);
      end += part[0].length;
    }
    const before = markerBefore(normal, figure.start);
    const after = MARKER_AFTER.exec(normal.slice(end));
    const marker = before?.marker ?? (after ? (after[1] ? 'approx' : 'exact') : undefined);
    mentions.push({
      figure: { ...figure, value: value * scale, halfStep: halfStep * scale, step: step * scale },
      name: named.name,
      exact: named.exact,
      start: before?.start ?? figure.start,
      end: after ? end + after[0].length : end,
      marker,
      links: before?.links,
    });
  }
  // 'un cuarto de pulgada' against 'un': the longer figure at the same place wins.
  return mentions.filter(
    (mention) =>
      !mentions.some(
        (other) =>
          other !== mention &&
          other.figure.start <= mention.figure.start &&
          other.figure.end >= mention.figure.end &&
          other.figure.end - other.figure.start > mention.figure.end - mention.figure.start,
      ),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Quantities of one family

const VERBS = [
  'son',
  'es',
  'era',
  'eran',
  'equivale a',
  'equivalen a',
  'equivalia a',
  'equivalian a',
  'vale',
  'valen',
  'valia',
  'valian',
  'mide',
  'miden',
  'media',
  'median',
  'pesa',
  'pesan',
  'pesaba',
  'da',
  'dan',
  'daria',
  'darian',
  'seria',
  'serian',
  'suma',
  'suman',
  'hacen',
  'tiene',
  'tienen',
  'corresponde a',
  'corresponden a',
  'contiene',
  'contienen',
  'caben',
  'admite',
  'guarda',
  'queda en',
  'quedan en',
  'forma',
  'forman',
  'hace',
  'rinde',
  'rinden',
  'entrega',
  'entregan',
  'ofrece',
  'ofrecen',
  'lleva',
  'llevan',
  'necesita',
  'necesitan',
  'pide',
  'piden',
  'abarca',
  'abarcan',
  'ocupa',
  'ocupan',
  'aporta',
  'aportan',
  'se define como',
];
/** A verb phrase that says the figure after it is exact: '1 kgf equivale exactamente a 9.80665 N'. */
const EXACTLY = /\b(?:exactamente|justo)\b/;
const STRONG_LINK = new RegExp(
  '^(?:' +
    [
      '=',
      '≈',
      '→',
      ',? ?(?:es decir|o sea|esto es),?',
      `[,:]? ?(?:(?:que|lo que) )?(?:${VERBS.join('|')})(?: (?:exactamente|en total|ya))?`,
      '(?:equivale|equivalen) (?:exactamente|justo) a',
    ].join('|') +
    ')$',
);
const WEAK_LINK = /^(?:\(|,|, o|o|u|:)$/;

const gapText = (gap: string) =>
  gap
    .replace(/[«»"“”]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

type Link = 'strong' | 'weak' | undefined;

/**
 * Nothing between two quantities: '1 bar ≈ 1.0197 kgf/cm²' and '5 kW ronda las 17 000 BTU/h' (the marker links), or a
 * verb left out after a comma, 'un quintal tenía 4 arrobas, una arroba 25 libras' (a word, then a figure).
 */
function elided(gap: string, first: Quantity, second: Quantity): Link {
  if (gapText(gap) !== '') return undefined;
  return second.links || (first.kind !== 'digits' && second.kind === 'digits') ? 'strong' : undefined;
}
function linkOf(gap: string): Link {
  const text = gapText(gap);
  if (STRONG_LINK.test(text)) return 'strong';
  if (WEAK_LINK.test(text)) return 'weak';
  return undefined;
}

function factorOf(unit: string, family: Family): number | undefined {
  const rule = family.units[unit]?.rule;
  return rule?.kind === 'linear' ? rule.factor : undefined;
}

function unitIn(mention: Mention, family: string, where: string, text: string, readings: readonly Reading[]) {
  const says = text.slice(mention.figure.start, mention.figure.start + 80).replace(/\s+/g, ' ');
  const reading = readings.find((candidate) => candidate.where === where && says.startsWith(candidate.says));
  if (reading && familyOf(family).units[reading.unit]) return reading.unit;
  const map = mention.exact ? catalogue.exact : catalogue.names;
  return map.get(mention.name)?.get(family);
}

/**
 * The quantities of a text in one family; a mention of another family stays as a break (undefined), so no link can
 * reach across it. '5 pies y 7 pulgadas' becomes one quantity in feet.
 */
function quantitiesIn(
  mentions: readonly Mention[],
  familyKey: string,
  where: string,
  text: string,
  normal: string,
  readings: readonly Reading[],
): (Quantity | undefined)[] {
  const family = familyOf(familyKey);
  const list: (Quantity | undefined)[] = [];
  let lastEnd = -1;
  mentions.forEach((mention, index) => {
    if (mention.start < lastEnd) return;
    const unit = unitIn(mention, familyKey, where, text, readings);
    if (!unit) {
      list.push(undefined);
      return;
    }
    lastEnd = mention.end;
    const { figure } = mention;
    const quantity: Quantity = {
      value: figure.value,
      unit,
      kind: figure.kind,
      halfStep: figure.halfStep,
      step: figure.step,
      significant: figure.significant,
      marker: mention.marker,
      links: mention.links,
      start: mention.start,
      end: mention.end,
      figureStart: figure.start,
    };
    const previous = list.at(-1);
    const large = previous ? factorOf(previous.unit, family) : undefined;
    const small = factorOf(unit, family);
    const join = previous ? normal.slice(previous.end, quantity.start) : '';
    const next = mentions[index + 1];
    const afterPart = next ? normal.slice(mention.end, next.start) : '';
    const joins =
      join === ' ' ||
      join === ' y ' ||
      // '2 ha, 35 a y 12 ca'
      (join === ', ' && / y $/.test(afterPart) && next !== undefined && unitIn(next, familyKey, where, text, readings));
    // Feet and inches, pounds and ounces, hours and minutes: the smaller unit divides the larger one a whole number of
    // times ('37 Bq y 1 pCi' is two amounts, not one).
    const ratio = large !== undefined && small !== undefined ? large / small : 0;
    const divides = ratio > 1 && Math.abs(ratio - Math.round(ratio)) < 1e-9 * ratio;
    if (
      previous &&
      joins &&
      divides &&
      previous.kind !== 'article' &&
      quantity.kind === 'digits' &&
      !(quantity.marker && previous.marker) &&
      quantity.value < ratio
    ) {
      list[list.length - 1] = {
        ...previous,
        value: previous.value + quantity.value / ratio,
        halfStep: quantity.halfStep / ratio,
        step: quantity.step / ratio,
        significant: Math.max(previous.significant, quantity.significant),
        // '6 libras y casi 10 onzas': the part's marker is the whole's.
        marker: previous.marker ?? quantity.marker,
        end: quantity.end,
      };
      return;
    }
    list.push(quantity);
  });
  return list;
}

// ---------------------------------------------------------------------------------------------------------------
// Statements

function judge(figure: Quantity, truth: number, marker: Marker | undefined): string | undefined {
  const stated = figure.value;
  const off = Math.abs(stated - truth);
  const floor = 1e-9 * Math.abs(truth) + 1e-15;
  const within = (share: number) => off <= share * Math.abs(truth) + floor;
  const claims = figure.significant < 3 || off <= figure.step + floor;
  switch (marker) {
    case undefined:
      return off <= figure.halfStep + floor ? undefined : 'no es el valor redondeado a las cifras que muestra';
    case 'exact':
      return off <= floor ? undefined : 'se dice exacto y no lo es';
    case 'approx':
      if (!within(0.05)) return 'se aleja más de un 5 %';
      return claims ? undefined : 'muestra cifras que no son ciertas';
    case 'almost':
      if (!within(0.05)) return 'se aleja más de un 5 %';
      if (truth > stated + floor) return "dice 'casi' y el valor lo supera";
      return claims ? undefined : 'muestra cifras que no son ciertas';
    case 'more':
      return truth > stated ? undefined : "dice 'más de' y el valor no lo supera";
    case 'less':
      return truth < stated ? undefined : "dice 'menos de' y el valor no queda por debajo";
    case 'bit-more':
      return truth > stated && within(0.15) ? undefined : "dice 'algo más de' y no describe el valor";
    case 'bit-less':
      return truth < stated && within(0.15) ? undefined : "dice 'algo menos de' y no describe el valor";
  }
}

const COUNTED = new RegExp(`(?:\\d|\\b(?:${COUNT_WORDS.join('|')})) \\p{L}+ de $`, 'u');

/** Whether the words around two linked quantities make them something else than one amount in two units. */
function notAStatement(
  quantities: readonly (Quantity | undefined)[],
  index: number,
  link: Link,
  normal: string,
): boolean {
  const first = quantities[index]!;
  const second = quantities[index + 1]!;
  const before = normal.slice(Math.max(0, first.start - 40), first.start);
  const after = normal.slice(second.end, second.end + 40);
  // 'seis botellas de 500 mL son 3 L', 'Las 52 semanas de un año suman 364 días'
  if (COUNTED.test(before)) return true;
  // '40 o 48 pulgadas son …': one of several figures sharing a unit.
  if (/\d ?(?:,|o|u|y) ?$/.test(before)) return true;
  // '1 m a 1 km, o 10 cm a 100 m', 'de 10 a 20 mL'
  if (/(?:^|\s)a $/.test(before) || /^ a (?:\d|un|una)/.test(after)) return true;
  // 'la sexta parte de una circunferencia, es decir, 60 grados'
  if (/(?:parte|mitad|fraccion) de (?:la |el )?$/.test(before)) return true;
  // '25 libras de 500 g': a unit given its own size on the spot.
  if (/^ de (?:\d|unos |unas )/.test(after)) return true;
  // 'El taco es una tortilla doblada': an article opens a statement of a figure in digits ('El pie mide 0.3048 m').
  if (second.kind === 'article' || (first.kind === 'article' && second.kind !== 'digits')) return true;
  if (link === 'weak') {
    if (first.kind === 'article') return true;
    if (second.kind !== 'digits' && !second.marker) return true;
    // '1 m = 3.2808 ft, 1 in = 2.54 cm': the second quantity opens a statement of its own.
    const next = quantities[index + 2];
    if (next && linkOf(normal.slice(second.end, next.start)) === 'strong') return true;
    // '5 km son casi 3 millas, 8 km casi 5': a parallel list.
    const previous = quantities[index - 1];
    if (previous && previous.unit === second.unit && linkOf(normal.slice(previous.end, first.start))) return true;
  }
  return false;
}

function statementsIn(
  { where, text }: Text,
  familyKey: string,
  mentions: readonly Mention[],
  normal: string,
  readings: readonly Reading[],
): Statement[] {
  const family = familyOf(familyKey);
  const quantities = quantitiesIn(mentions, familyKey, where, text, normal, readings);
  const found: Statement[] = [];
  /** The source of the statement that ended on each quantity, for chains ('un pie son 12 pulgadas, es decir, …'). */
  const sources = new Map<number, Quantity>();
  for (let index = 0; index + 1 < quantities.length; index += 1) {
    const first = quantities[index];
    const written = quantities[index + 1];
    if (!first || !written || first.unit === written.unit) continue;
    const gap = normal.slice(first.end, written.start);
    const link = linkOf(gap) ?? elided(gap, first, written);
    if (!link || notAStatement(quantities, index, link, normal)) continue;
    const second: Quantity = !written.marker && EXACTLY.test(gapText(gap)) ? { ...written, marker: 'exact' } : written;
    const source = sources.get(index) ?? first;
    const result = convert(source.value, source.unit, second.unit, family);
    if (!result.ok) continue;
    // A marker on the first quantity only applies to both; both marked, the two approximations must agree.
    const marker = second.marker && first.marker ? 'both' : second.marker;
    const problem =
      marker === 'both'
        ? Math.abs(second.value - result.value) <= 0.1 * Math.abs(result.value)
          ? undefined
          : 'las dos aproximaciones no concuerdan'
        : judge(second, result.value, marker);
    if (!second.marker) sources.set(index + 1, source);
    found.push({
      where,
      family: familyKey,
      words: text.slice(first.start, second.end),
      at: first.figureStart,
      second: second.figureStart,
      from: { value: source.value, unit: source.unit },
      to: { value: second.value, unit: second.unit },
      marker: second.marker,
      truth: result.value,
      ok: problem === undefined,
      problem,
    });
  }
  return found;
}

/**
 * Every conversion a text states, in its own family where both units are its own, else in the first other family
 * that has both.
 */
export function statementsOf(text: Text, readings: readonly Reading[] = []): Statement[] {
  const normal = normaliseInPlace(text.text);
  const mentions = mentionsOf(text.text, normal);
  if (mentions.length < 2) return [];
  const order = [
    ...quantityFamilies.filter((entry) => entry.key === text.family),
    // D29: a family of volumes and masses converts between the two at an ingredient's density, so it does not judge
    // another page's amounts across two families ('1 L de miel pesa unos 1.4 kg' states the honey's density).
    ...quantityFamilies.filter((entry) => entry.key !== text.family && !entry.ingredients),
  ];
  // A figure is judged once, in the first family that reads a statement ending on it.
  const bySecond = new Map<number, Statement>();
  for (const familyModule of order)
    for (const statement of statementsIn(text, familyModule.key, mentions, normal, readings))
      if (!bySecond.has(statement.second)) bySecond.set(statement.second, statement);
  return [...bySecond.values()].sort((a, b) => a.second - b.second);
}
