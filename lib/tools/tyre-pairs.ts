/**
 * Issue 34: the figures of /calculadora-de-llantas' question pages (lib/content/tyre-pairs.ts), from the calculator's
 * own functions (lib/tools/tyres.ts): every length here is readTyre's, every difference compareTyres'.
 *
 * Lengths are written with up to two decimals, trailing zeros dropped (205 mm, 112.75 mm, 631.9 mm, 24.88 in), so a
 * nominal figure that the designation gives in full (the sidewall of a 205/55, 112.75 mm) is written in full; '≈'
 * marks every figure that is not (D33). Whatever the digits, the figures are NOMINAL: the page says so.
 */
import type { ToolPairSpec } from '@/lib/content/types';
import { TYRE_PAIR_SPECS } from '@/lib/content/tyre-pairs';
import { TYRES_PATH } from '@/lib/content/tyres';
import { INCH } from '@/lib/units/constants';
import { formatNumber, formatPlain } from '@/lib/units/format';
import { formatFactor } from '@/lib/units/format-factor';
import { toolPairs, type ToolPairFigures } from './tool-pairs';
import { compareTyres, readTyre, type Length, type TyreDimensions } from './tyres';

type LengthUnit = keyof Length;

/**
 * What each page asks: the overall diameter of `size` in `to`. Its table:
 * - 'dimensions': every figure of the size, in millimetres and in `to`;
 * - 'height-width': other sizes, their diameter × width in `to`;
 * - 'diameter-change': other sizes, their diameter in `to` and its change against `size`.
 */
interface TyreQuestion {
  size: string;
  to: LengthUnit;
  table: { kind: 'dimensions' } | { kind: 'height-width' | 'diameter-change'; sizes: readonly string[] };
  /** The calculator's second field on the page: a size to compare with, or empty for the size alone. */
  compareWith: string;
}

const QUESTIONS: Record<string, TyreQuestion> = {
  '205-55-r16-en-pulgadas': {
    size: '205/55 R16',
    to: 'in',
    table: { kind: 'dimensions' },
    compareWith: '',
  },
  // The common "plus" steps of a 15-inch size: the same diameter on a bigger rim with a lower profile, and the
  // neighbours one step wider or narrower.
  '195-65-r15-en-pulgadas': {
    size: '195/65 R15',
    to: 'in',
    table: {
      kind: 'diameter-change',
      sizes: [
        '195/65 R15',
        '185/65 R15',
        '205/65 R15',
        '195/55 R16',
        '205/55 R16',
        '215/45 R17',
        '225/45 R17',
        '225/40 R18',
      ],
    },
    compareWith: '205/55 R16',
  },
  // Metric sizes around the 31-inch flotation size, on the rims of pick-ups and 4×4s (16 to 20 in).
  '265-70-r17-en-pulgadas': {
    size: '265/70 R17',
    to: 'in',
    table: {
      kind: 'height-width',
      sizes: [
        '245/75 R16',
        '265/70 R16',
        '265/75 R16',
        '265/65 R17',
        '265/70 R17',
        '285/70 R17',
        '265/60 R18',
        '275/65 R18',
        '275/55 R20',
        '31x10.50R15',
      ],
    },
    compareWith: '',
  },
  '31x10-50r15-en-milimetros': {
    size: '31x10.50R15',
    to: 'mm',
    table: {
      kind: 'height-width',
      sizes: [
        '30x9.50R15',
        '31x10.50R15',
        '32x11.50R15',
        '33x12.50R15',
        '35x12.50R15',
        '33x12.50R17',
        '35x12.50R17',
        '35x12.50R20',
      ],
    },
    // The metric size on the same rim that tyre sellers give as its equivalent (lib/content/tyre-pairs.ts).
    compareWith: '265/75 R15',
  },
  '175-70-r13-en-pulgadas': {
    size: '175/70 R13',
    to: 'in',
    table: { kind: 'dimensions' },
    compareWith: '',
  },
};

/** Millimetres in an inch, from its definition of 1959 (lib/units/constants.ts). */
const MM_PER_INCH = formatFactor(INCH * 1000);

/** Up to two decimals, as the pages write a length. */
const DECIMALS = 2;
/** Turns of the wheel, to the tenth, as the calculator writes them. */
const TURN_DECIMALS = 1;

/** Whether a figure written with `decimals` is the figure itself (D33). */
const whole = (value: number, decimals: number) =>
  Math.abs(Number(formatPlain(value, decimals)) - value) <= 1e-9 * Math.max(1, Math.abs(value));

/** '631.9', '≈ 24.88': a figure, marked where it was rounded. */
const figure = (value: number, decimals = DECIMALS) =>
  `${whole(value, decimals) ? '' : '≈ '}${formatNumber(value, decimals)}`;

const signed = (value: number) => `${value > 0 ? '+' : ''}${formatNumber(value, DECIMALS)}`;

function tyreOf(text: string): TyreDimensions {
  const read = readTyre(text);
  if (!read.ok) throw new Error(`llantas: ${text}: ${read.reason}`);
  return read.tyre;
}

/** The unit a size's diameter is given in: millimetres for a metric size, inches for a flotation one. */
const givenUnit = (tyre: TyreDimensions): LengthUnit => (tyre.size.system === 'flotacion' ? 'in' : 'mm');
const otherUnit = (unit: LengthUnit): LengthUnit => (unit === 'in' ? 'mm' : 'in');

function dimensionRows(tyre: TyreDimensions, to: LengthUnit): (readonly [string, string])[] {
  const from = otherUnit(to);
  const length = (name: string, value: Length) =>
    [`${name}, ${figure(value[from])} ${from}`, `${figure(value[to])} ${to}`] as const;
  const turns = (name: string, value: number) => [name, figure(value, TURN_DECIMALS)] as const;
  return [
    length('Ancho', tyre.width),
    length('Flanco (alto del perfil)', tyre.sidewall),
    length('Diámetro del rin', tyre.rim),
    length('Diámetro total', tyre.diameter),
    length('Circunferencia', tyre.circumference),
    turns('Vueltas por kilómetro', tyre.revolutionsPerKm),
    turns('Vueltas por milla', tyre.revolutionsPerMile),
  ];
}

function tyreFigures(spec: ToolPairSpec): ToolPairFigures {
  const question = QUESTIONS[spec.slug];
  if (!question) throw new Error(`llantas: falta la pregunta ${spec.slug}`);
  const tyre = tyreOf(question.size);
  const { to, table } = question;
  const from = givenUnit(tyre);
  if (from === to) throw new Error(`llantas: ${spec.slug} pregunta por la unidad de su propia medida`);
  const given = tyre.diameter[from];
  // The designation gives the diameter in full in its own unit (rim × 25.4 + 2 × width × profile, or the first
  // figure of a flotation size); a build that cannot write it so stops here rather than print a rounded '='.
  if (!whole(given, DECIMALS)) throw new Error(`llantas: el diámetro de ${question.size} no cabe en dos decimales`);
  const result = tyre.diameter[to];
  const answer = `${tyre.size.label}: diámetro de ${formatNumber(given, DECIMALS)} ${from} ${whole(result, DECIMALS) ? '=' : '≈'} ${formatNumber(result, DECIMALS)} ${to}`;
  const formula =
    from === 'mm'
      ? `diámetro (mm) = rin × ${MM_PER_INCH} + 2 × ancho × perfil ÷ 100; en pulgadas, ÷ ${MM_PER_INCH}`
      : `diámetro (mm) = primera cifra × ${MM_PER_INCH}`;

  if (table.kind === 'dimensions') {
    return {
      answer,
      columns: ['Dato, en milímetros', to === 'in' ? 'En pulgadas' : 'En milímetros'],
      rows: dimensionRows(tyre, to),
      formula,
    };
  }
  if (table.kind === 'height-width') {
    return {
      answer,
      columns: ['Medida', `Diámetro × ancho, en ${to === 'in' ? 'pulgadas' : 'milímetros'}`],
      rows: table.sizes.map((text) => {
        const row = tyreOf(text);
        const [height, width] = [row.diameter[to], row.width[to]];
        const mark = whole(height, DECIMALS) && whole(width, DECIMALS) ? '' : '≈ ';
        return [row.size.label, `${mark}${formatNumber(height, DECIMALS)} × ${formatNumber(width, DECIMALS)} ${to}`];
      }),
      formula,
    };
  }
  return {
    answer,
    columns: ['Medida y diámetro', `Diferencia con la ${tyre.size.label}`],
    rows: table.sizes.map((text) => {
      const row = tyreOf(text);
      const name = `${row.size.label}, ${figure(row.diameter[to])} ${to}`;
      if (row.size.label === tyre.size.label) return [name, 'la de referencia'];
      const change = compareTyres(tyre, row).diameterDifferencePercent;
      return [name, `${whole(change, DECIMALS) ? '' : '≈ '}${signed(change)} %`];
    }),
    formula,
  };
}

export const TYRE_PAIRS = toolPairs(TYRES_PATH, TYRE_PAIR_SPECS, tyreFigures);

/** The calculator's opening sizes on a question page: its own size, alone or against the one it is compared with. */
export function tyreOpening(pair: { spec: ToolPairSpec }): { current: string; replacement: string } | undefined {
  const question = QUESTIONS[pair.spec.slug];
  return question && { current: question.size, replacement: question.compareWith };
}
