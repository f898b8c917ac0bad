/**
 * Issue 34, D37: the tyre calculator (`/calculadora-de-llantas`). Pure: reads a tyre size as it is moulded on the
 * sidewall and as people type it, works out its nominal dimensions, and compares two sizes. Errors are values.
 *
 * Two ways of writing a size:
 * - ETRTO / ISO metric ('205/55 R16'): section width in mm / aspect ratio (sidewall height as a percentage of the
 *   width) / construction letter (R radial, D or '-' diagonal, B belted) / rim diameter in inches. ETRTO Standards
 *   Manual, 'Tyre size designation'; ISO 4000-1 (passenger cars) and ISO 4209-1 (trucks and light trucks). The US
 *   'P' (P-metric) and 'LT' (light truck) prefixes change the load rating, not the geometry, so they are read and
 *   ignored; so are the load index and the speed symbol that follow ('113T', '91V', '121/118S'), and a speed
 *   letter before the R of older sizes ('ZR', 'VR', 'HR').
 * - Flotation ('31x10.50R15', '33x12.50R20LT'): overall diameter × section width, then the rim diameter, all in
 *   inches (Tire and Rim Association Year Book, light-truck flotation sizes).
 *
 * The dimensions are NOMINAL, the design figures these designations encode: width × aspect gives the sidewall,
 * rim + 2 × sidewall the overall diameter. A real tyre differs a little by make, wear, pressure and load, and the
 * rolling circumference under load is slightly smaller than π × the unloaded diameter; the page says so.
 */
import { INCH, MILE } from '@/lib/units/constants';

/** Millimetres in an inch, from the 1959 definition of the inch (never typed again here). */
const MM_PER_INCH = INCH * 1000;
/** Millimetres in a kilometre and in an international mile (1959 agreement). */
const MM_PER_KM = 1_000_000;
const MM_PER_MILE = MILE * 1000;

/**
 * The usual rule of thumb of tyre shops and manufacturers' fitment guides: keep the new overall diameter within
 * about 3 % of the original. It is a convention, not a law: the approval of the vehicle, the ITV / verificación and
 * the manual of each car decide what may be fitted. The flag below says exactly that.
 */
export const RULE_OF_THUMB_PERCENT = 3;

export const RULE_OF_THUMB_NOTE =
  'El ±3 % es una regla práctica de talleres y fabricantes, no una norma legal: lo que puedes montar lo deciden la ficha técnica de tu vehículo, su manual y la normativa de tu país.';

/** How a size was written: the metric ETRTO designation or the flotation one in inches. */
export type TyreSystem = 'metrico' | 'flotacion';

export interface TyreSize {
  system: TyreSystem;
  /** The size written back in its standard form: '205/55 R16', '31x10.50R15'. */
  label: string;
  /** Section width, mm. */
  widthMm: number;
  /** Sidewall height as a percentage of the section width (for a flotation size, worked out from the three figures). */
  aspectRatio: number;
  /** Rim diameter, inches. */
  rimInches: number;
}

/** One length in both units of the page. */
export interface Length {
  mm: number;
  in: number;
}

export interface TyreDimensions {
  size: TyreSize;
  width: Length;
  sidewall: Length;
  rim: Length;
  diameter: Length;
  circumference: Length;
  /** Turns of the wheel per kilometre and per mile, from the nominal circumference. */
  revolutionsPerKm: number;
  revolutionsPerMile: number;
}

export type TyreOutcome = { ok: true; tyre: TyreDimensions } | { ok: false; reason: string };

const EMPTY = 'Escribe la medida del neumático, por ejemplo 205/55 R16 o 31x10.50R15.';
const UNREADABLE =
  'No reconozco esa medida. Escríbela como aparece en el costado del neumático: 205/55 R16 (ancho en mm / perfil en % R rin en pulgadas) o 31x10.50R15 (diámetro x ancho R rin, todo en pulgadas).';
const NOT_POSITIVE = 'El ancho, el perfil y el diámetro del rin deben ser mayores que cero.';
const ASPECT_OVER_100 =
  'El perfil (el número tras la barra) es la altura del flanco en porcentaje del ancho y no pasa de 100; revisa la medida.';
const DIAMETER_NOT_OVER_RIM =
  'El diámetro total (el primer número) tiene que ser mayor que el diámetro del rin (el último).';

/**
 * What may follow the rim: 'LT' or 'C' (light truck, commercial), then a load index and speed symbol separated by
 * a space ('113T', '104/102R', '(Y)' of tyres above 300 km/h), or the whole service description in brackets as tyres
 * above 300 km/h are marked ('255/35 ZR19 (96Y)'), with 'XL' / 'RF' / 'REINF' (reinforced) before or after it, and
 * the winter mark 'M+S' last. All ignored.
 */
const TAIL =
  String.raw`(?:\s*(?:LT|C))?(?:\s*(?:XL|RF|REINF))?` +
  String.raw`(?:\s+\d{2,3}(?:\/\d{2,3})?\s?(?:[A-HJ-NP-Z]|\(Y\))|\s*\(\d{2,3}(?:\/\d{2,3})?\s?[A-HJ-NP-Z]\))?` +
  String.raw`(?:\s*\(Y\))?(?:\s*(?:XL|RF|REINF))?(?:\s*(?:M\+S|M\/S|M&S))?`;

/**
 * ETRTO metric: optional P / LT / ST / T prefix, width, '/' or a space, aspect ratio, then the construction letter
 * (with an old speed letter before it: ZR, VR, HR) or at least a space, then the rim (22.5 and 19.5 rims exist).
 */
const METRIC = new RegExp(
  String.raw`^(?:P|LT|ST|T)?\s*(\d{1,3})\s*(?:\/|\s)\s*(\d{1,3})(?:\s*(?:[HVZ]?R|D|B|-)\s*|\s+)(\d{1,2}(?:\.5)?)` +
    TAIL +
    '$',
);

/** Flotation: overall diameter x section width, the construction letter or a space, the rim; inches throughout. */
const FLOTATION = new RegExp(
  String.raw`^(\d{2}(?:\.\d{1,2})?)\s*X\s*(\d{1,2}(?:\.\d{1,2})?)(?:\s*(?:R|D|B|-)\s*|\s+)(\d{1,2}(?:\.5)?)` +
    TAIL +
    '$',
);

/** Upper case, one kind of 'x' and of decimal point, single spaces: '31×10,50 r15' → '31X10.50 R15'. */
function normaliseSize(text: string): string {
  return text
    .trim()
    .toUpperCase()
    .replace(/[×*]/g, 'X')
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/\s+/g, ' ');
}

/** The flotation width as sidewalls write it, with two decimals (10.50, 12.50); a whole width as it is. */
function writeFlotationWidth(inches: number): string {
  return Number.isInteger(inches) ? String(inches) : inches.toFixed(2);
}

function metricSize(width: number, aspect: number, rim: number): TyreSize {
  return {
    system: 'metrico',
    label: `${width}/${aspect} R${rim}`,
    widthMm: width,
    aspectRatio: aspect,
    rimInches: rim,
  };
}

/** A flotation size turned into the same three figures: sidewall = (diameter − rim) / 2, aspect = sidewall / width. */
function flotationSize(diameterIn: number, widthIn: number, rim: number): TyreSize {
  const sidewallIn = (diameterIn - rim) / 2;
  return {
    system: 'flotacion',
    label: `${diameterIn}x${writeFlotationWidth(widthIn)}R${rim}`,
    widthMm: widthIn * MM_PER_INCH,
    aspectRatio: (sidewallIn / widthIn) * 100,
    rimInches: rim,
  };
}

/** Reads a tyre size in either system into width (mm), aspect ratio (%) and rim (in), or says what is wrong. */
export function parseTyreSize(text: string): { ok: true; size: TyreSize } | { ok: false; reason: string } {
  const written = normaliseSize(text);
  if (written === '') return { ok: false, reason: EMPTY };
  const metric = METRIC.exec(written);
  if (metric) {
    const [width, aspect, rim] = metric.slice(1, 4).map(Number) as [number, number, number];
    if (!(width > 0 && aspect > 0 && rim > 0)) return { ok: false, reason: NOT_POSITIVE };
    if (aspect > 100) return { ok: false, reason: ASPECT_OVER_100 };
    return { ok: true, size: metricSize(width, aspect, rim) };
  }
  const flotation = FLOTATION.exec(written);
  if (flotation) {
    const [diameter, width, rim] = flotation.slice(1, 4).map(Number) as [number, number, number];
    if (!(diameter > 0 && width > 0 && rim > 0)) return { ok: false, reason: NOT_POSITIVE };
    if (diameter <= rim) return { ok: false, reason: DIAMETER_NOT_OVER_RIM };
    return { ok: true, size: flotationSize(diameter, width, rim) };
  }
  return { ok: false, reason: UNREADABLE };
}

const millimetres = (mm: number): Length => ({ mm, in: mm / MM_PER_INCH });

/**
 * The nominal dimensions of a size (ETRTO design formula): sidewall = width × aspect / 100; overall diameter =
 * rim × 25.4 mm + 2 × sidewall; circumference = π × diameter; turns per km = 1 000 000 mm / circumference.
 */
export function tyreDimensions(size: TyreSize): TyreDimensions {
  const sidewallMm = (size.widthMm * size.aspectRatio) / 100;
  const rimMm = size.rimInches * MM_PER_INCH;
  const diameterMm = rimMm + 2 * sidewallMm;
  const circumferenceMm = Math.PI * diameterMm;
  return {
    size,
    width: millimetres(size.widthMm),
    sidewall: millimetres(sidewallMm),
    rim: millimetres(rimMm),
    diameter: millimetres(diameterMm),
    circumference: millimetres(circumferenceMm),
    revolutionsPerKm: MM_PER_KM / circumferenceMm,
    revolutionsPerMile: MM_PER_MILE / circumferenceMm,
  };
}

/** Text in, dimensions out: what the page calls for each size field. */
export function readTyre(text: string): TyreOutcome {
  const parsed = parseTyreSize(text);
  return parsed.ok ? { ok: true, tyre: tyreDimensions(parsed.size) } : parsed;
}

export interface TyreComparison {
  original: TyreDimensions;
  replacement: TyreDimensions;
  /** (d_new − d_original) / d_original × 100: positive when the new tyre is taller. */
  diameterDifferencePercent: number;
  /**
   * What the speedometer shows when the car really goes at 100 km/h on the new tyres. The speedometer counts wheel
   * turns calibrated for the original diameter, and a taller tyre turns fewer times per km, so it shows
   * 100 × d_original / d_new: under 100 when the new tyre is bigger (the car goes faster than shown).
   */
  speedometerAtReal100: number;
  /** The real speed when the speedometer shows 100 km/h: 100 × d_new / d_original. */
  realSpeedAtShown100: number;
  /** The ±3 % rule of thumb, said as such (see RULE_OF_THUMB_NOTE). */
  ruleOfThumb: { limitPercent: number; within: boolean; note: string };
}

/**
 * The two sizes compared, with the speedometer error they cause. It assumes the speedometer read true on the
 * original size; real speedometers are made to read a little high, so the figure is the change the swap causes.
 */
export function compareTyres(original: TyreDimensions, replacement: TyreDimensions): TyreComparison {
  const before = original.diameter.mm;
  const after = replacement.diameter.mm;
  const diameterDifferencePercent = ((after - before) / before) * 100;
  return {
    original,
    replacement,
    diameterDifferencePercent,
    speedometerAtReal100: (100 * before) / after,
    realSpeedAtShown100: (100 * after) / before,
    ruleOfThumb: {
      limitPercent: RULE_OF_THUMB_PERCENT,
      within: Math.abs(diameterDifferencePercent) <= RULE_OF_THUMB_PERCENT,
      note: RULE_OF_THUMB_NOTE,
    },
  };
}

export type ComparisonOutcome =
  { ok: true; comparison: TyreComparison } | { ok: false; reason: string; field: 'original' | 'replacement' };

/** Both fields as typed; a bad one is named so the page puts the hint under the right field. */
export function compareTyreSizes(originalText: string, replacementText: string): ComparisonOutcome {
  const original = readTyre(originalText);
  if (!original.ok) return { ok: false, reason: original.reason, field: 'original' };
  const replacement = readTyre(replacementText);
  if (!replacement.ok) return { ok: false, reason: replacement.reason, field: 'replacement' };
  return { ok: true, comparison: compareTyres(original.tyre, replacement.tyre) };
}
